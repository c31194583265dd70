package twedit.editor.media;

import static twedit.editor.ui.Buttons.named;

import java.awt.BorderLayout;
import java.awt.Component;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.WeakHashMap;
import javax.swing.BorderFactory;
import javax.swing.DefaultListCellRenderer;
import javax.swing.JButton;
import javax.swing.JList;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;
import javax.swing.SwingWorker;
import net.miginfocom.swing.MigLayout;
import twedit.editor.state.Workspace;
import twedit.editor.ui.Html;
import twedit.media.SoundPlayer;
import twedit.model.map.Layer;
import twedit.model.map.MapSound;
import twedit.model.map.TwMap;
import twedit.model.media.MediaRules;
import twedit.model.media.OggOpus;
import twedit.model.media.OggOpusException;
import twedit.model.media.OpusPcm;

/**
 * The sound manager: the map's sounds with length, size and the sounds layers using each, and buttons to add an
 * Ogg Opus file, replace, rename, export, remove and play a preview (decoded in the background).
 */
public final class SoundsPanel extends MediaListPanel<MapSound> {
    private final SoundCommands commands;
    private final SoundPlayer player;
    private final Map<byte[], String> lengths = new WeakHashMap<>();
    private final JButton replace = named(
            "Replace\u2026",
            "sound.replace",
            "Replace the sound with another Opus" + " file; every sounds layer keeps using it",
            this::replaceSelected);
    private final JButton rename = named("Rename\u2026", "sound.rename", "Rename the sound", this::renameSelected);
    private final JButton export =
            named("Export\u2026", "sound.export", "Write the sound as an .opus file", this::exportSelected);
    private final JButton remove = named(
            "Remove",
            "sound.remove",
            "Remove the sound; the sounds layers using it" + " are detached (undo links them again)",
            this::removeSelected);
    private final JButton play = named("\u25b6 Play", "sound.play", "Play a preview", this::playSelected);
    private final JButton stop = named("\u25a0 Stop", "sound.stop", "Stop the preview", this::stopPlaying);

    /** @param player plays previews; without an audio device it reports so and the panel shows the message */
    public SoundsPanel(Workspace ws, MediaPrompts prompts, SoundPlayer player) {
        this(ws, prompts, player, new SoundCommands(ws));
    }

    private SoundsPanel(Workspace ws, MediaPrompts prompts, SoundPlayer player, SoundCommands commands) {
        super(ws, prompts, commands, TwMap::sounds, "sound", new Words("sound", "an Opus file", "opus"));
        this.player = player;
        this.commands = commands;
        list.setCellRenderer(new Renderer());
        // two buttons a row, as the Images panel: three did not fit the panel's default width (Stop, Export cut)
        JPanel south =
                new JPanel(new MigLayout("wrap 2, insets 4, gap 4 4, fillx", "[fill, grow, sg b][fill, grow, sg b]"));
        south.add(play);
        south.add(stop);
        south.add(named("Add Opus\u2026", "sound.add", "Add an Ogg Opus (.opus) file", this::addSound));
        south.add(replace);
        south.add(rename);
        south.add(export);
        south.add(remove, "span 2");
        south.add(status, "span 2, growx");
        add(south, BorderLayout.SOUTH);
        refresh();
    }

    @Override
    void replaced() {
        player.stop();
    }

    /** Shows a message under the list (from any thread). */
    public void message(String text) {
        SwingUtilities.invokeLater(() -> status.setText(text));
    }

    @Override
    void updateButtons() {
        boolean any = list.getSelectedValue() != null;
        for (JButton b : List.of(replace, rename, export, remove, play)) {
            b.setEnabled(any);
        }
    }

    private void addSound() {
        Path f = prompts.openFile("Add a sound (Ogg Opus)", "opus");
        if (f != null && show("Add sound", commands.add(f)).changed()) {
            list.setSelectedIndex(model.size() - 1);
        }
    }

    private void playSelected() {
        MapSound s = list.getSelectedValue();
        if (s == null) {
            return;
        }
        byte[] data = s.data();
        String name = s.name();
        status.setText("Decoding '" + name + "'\u2026");
        new SwingWorker<OpusPcm, Void>() {
            @Override
            protected OpusPcm doInBackground() throws OggOpusException {
                return OpusPcm.decode(data);
            }

            @Override
            protected void done() {
                try {
                    OpusPcm pcm = get();
                    if (player.play(pcm, () -> message(" "))) {
                        status.setText("Playing '" + name + "' (" + seconds(pcm.seconds()) + ")");
                    }
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                } catch (java.util.concurrent.ExecutionException e) {
                    status.setText("Cannot play '" + name + "': " + e.getCause().getMessage());
                }
            }
        }.execute();
    }

    private void stopPlaying() {
        player.stop();
        status.setText(" ");
    }

    private String length(MapSound s) {
        return lengths.computeIfAbsent(s.data(), d -> {
            try {
                return seconds(OggOpus.parse(d).durationSeconds());
            } catch (OggOpusException e) {
                return "damaged";
            }
        });
    }

    private static String seconds(double s) {
        return String.format(java.util.Locale.ROOT, "%.1f s", s);
    }

    /** One sound: name, length, size and users. */
    private final class Renderer extends DefaultListCellRenderer {
        @Override
        public Component getListCellRendererComponent(
                JList<?> l, Object value, int index, boolean selected, boolean focus) {
            super.getListCellRendererComponent(l, value, index, selected, focus);
            MapSound s = (MapSound) value;
            List<Layer> users = MediaRules.layersUsing(ws.map(), s);
            int kb = (s.data() == null ? 0 : s.data().length + 1023) / 1024;
            setText(wrapped(
                    "<b>\u266a " + Html.esc(s.name()) + "</b><br>" + length(s) + ", " + kb + " KiB<br>"
                            + Html.esc(users.isEmpty() ? "unused" : "used by " + MediaRules.describe(ws.map(), users)),
                    20));
            setBorder(BorderFactory.createEmptyBorder(3, 6, 3, 6));
            return this;
        }
    }
}
