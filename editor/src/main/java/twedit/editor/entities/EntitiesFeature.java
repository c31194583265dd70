package twedit.editor.entities;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.prefs.Preferences;
import javax.swing.Action;
import javax.swing.JComboBox;
import javax.swing.JFileChooser;
import javax.swing.JLabel;
import javax.swing.JOptionPane;
import javax.swing.JPanel;
import javax.swing.SwingUtilities;
import javax.swing.filechooser.FileNameExtensionFilter;
import net.miginfocom.swing.MigLayout;
import twedit.editor.feature.Contributions;
import twedit.editor.feature.Feature;
import twedit.editor.feature.FeatureContext;
import twedit.editor.feature.MenuItem;
import twedit.editor.ui.Actions;
import twedit.editor.ui.FileChoosers;
import twedit.editor.view.EntitiesImages;
import twedit.editor.view.Overlays;
import twedit.model.dirs.DdnetPlaces;

/**
 * View > Entities Image: the game layer drawn with DDNet's entities image of a game type (DDNet, Race, FNG, Vanilla,
 * blockworlds, where DDNet installs them) or a custom PNG, as DDNet's editor settings offer; the choice is kept in the
 * preferences and the tile picker explains each tile for its game type.
 */
public final class EntitiesFeature implements Feature {
    /** The preference that keeps the choice ({@link EntitiesChoice#key}). */
    public static final String PREF = "entitiesImage";

    private FeatureContext ctx;
    private Overlays overlays;
    private Preferences prefs;
    private Supplier<List<Path>> folders;
    private EntitiesChoice current = new EntitiesChoice.BuiltIn();
    private Action action;

    @Override
    public void install(FeatureContext context, Contributions out) {
        ctx = context;
        overlays = context.overlays();
        prefs = context.prefs();
        folders = () -> {
            DdnetPlaces places = DdnetPlaces.here(context.env(), context.home());
            List<Path> f = new ArrayList<>(places.userDirs());
            context.dataDir().get().ifPresent(f::add);
            f.addAll(places.dataDirs());
            return f;
        };
        action = Actions.of(
                "Entities Image...",
                null,
                "Choose the image the game layer is drawn with; the tile picker explains tiles for its game type",
                this::ask);
        out.menuItem(new MenuItem("View", action, "entitiesImageItem"));
        EntitiesChoice kept = EntitiesChoice.parse(prefs.get(PREF, "builtin"));
        if (!(kept instanceof EntitiesChoice.BuiltIn)) {
            // a 1024x1024 PNG is decoded beside the first frame, not before it
            out.whenShown(() -> {
                Thread t = new Thread(
                        () -> {
                            Loaded l = load(kept);
                            SwingUtilities.invokeLater(() -> {
                                if (l.problem().isPresent()) {
                                    ctx.status().setMessage(l.problem().get() + " The built-in entities are shown.");
                                } else {
                                    show(kept, l);
                                }
                            });
                        },
                        "twedit-entities");
                t.setDaemon(true);
                t.start();
            });
        }
    }

    /** The choice in use. */
    public EntitiesChoice current() {
        return current;
    }

    /** The entities images DDNet installs here, by name. */
    public Map<String, Path> installed() {
        return EntitiesImages.installed(folders.get());
    }

    /**
     * Draws the game layer with {@code choice}, remembers it and says so in the status bar; or, when its image is
     * missing or not a usable PNG, changes nothing and returns why.
     */
    public Optional<String> choose(EntitiesChoice choice) {
        Loaded l = load(choice);
        if (l.problem().isPresent()) {
            return l.problem();
        }
        show(choice, l);
        prefs.put(PREF, choice.key());
        return Optional.empty();
    }

    private record Loaded(java.awt.image.BufferedImage image, Optional<String> problem) {}

    private Loaded load(EntitiesChoice choice) {
        Path file;
        if (choice instanceof EntitiesChoice.Installed i) {
            file = installed().get(i.name());
            if (file == null) {
                return new Loaded(
                        null,
                        Optional.of("DDNet's entities image \"" + i.name()
                                + "\" is not installed (looked for editor/entities/" + i.name()
                                + ".png in DDNet's data folders)."));
            }
        } else if (choice instanceof EntitiesChoice.Custom c) {
            file = c.file();
        } else {
            return new Loaded(null, Optional.empty());
        }
        EntitiesImages.Result r = EntitiesImages.read(file);
        if (r instanceof EntitiesImages.Loaded ok) {
            return new Loaded(ok.image(), Optional.empty());
        }
        return new Loaded(null, Optional.of(((EntitiesImages.Refused) r).message()));
    }

    private void show(EntitiesChoice choice, Loaded l) {
        current = choice;
        overlays.setEntities(l.image(), choice.gameType());
        action.putValue(Action.SHORT_DESCRIPTION, "Entities: " + choice.label());
        ctx.status().setMessage("Entities: " + choice.label() + explainedAs(choice));
        // the map and both tile pickers draw the game layer with the new image
        ctx.owner().repaint();
        ctx.view().repaint();
    }

    private static String explainedAs(EntitiesChoice c) {
        return switch (c.gameType()) {
            case NONE -> " (the picker has no explanations for this image)";
            case RACE, BLOCKWORLDS ->
                " (DDNet has no tile explanations for " + c.gameType().imageName() + ")";
            case DDNET, FNG, VANILLA ->
                " (the picker explains tiles for " + c.gameType().imageName() + ")";
        };
    }

    private void ask() {
        List<EntitiesChoice> choices = new ArrayList<>();
        choices.add(new EntitiesChoice.BuiltIn());
        for (String n : installed().keySet()) {
            choices.add(new EntitiesChoice.Installed(n));
        }
        if (current instanceof EntitiesChoice.Custom) {
            choices.add(current);
        }
        List<String> labels = new ArrayList<>();
        for (EntitiesChoice c : choices) {
            labels.add(c instanceof EntitiesChoice.BuiltIn ? "Built-in (twedit's art, DDNet explanations)" : c.label());
        }
        labels.add("Custom PNG...");
        JComboBox<String> box = new JComboBox<>(labels.toArray(new String[0]));
        box.setName("entitiesChoice");
        box.setSelectedIndex(Math.max(0, choices.indexOf(current)));
        JPanel p = new JPanel(new MigLayout("insets 0, wrap 1"));
        p.add(new JLabel("Draw the game layer with:"));
        p.add(box, "growx");
        if (choices.size() == 1) {
            p.add(new JLabel("DDNet's entities images are not installed (editor/entities in its data folders)."));
        }
        if (JOptionPane.showConfirmDialog(ctx.owner(), p, "Entities Image", JOptionPane.OK_CANCEL_OPTION)
                != JOptionPane.OK_OPTION) {
            return;
        }
        int i = box.getSelectedIndex();
        EntitiesChoice chosen;
        if (i < choices.size()) {
            chosen = choices.get(i);
        } else {
            FileChoosers fc = new FileChoosers(prefs, ctx.workspace()::file);
            JFileChooser ch = fc.create(FileChoosers.Kind.IMAGES, "Custom Entities Image", null);
            ch.setFileFilter(new FileNameExtensionFilter("PNG images", "png"));
            if (ch.showOpenDialog(ctx.owner()) != JFileChooser.APPROVE_OPTION) {
                return;
            }
            fc.remember(FileChoosers.Kind.IMAGES, ch);
            chosen = new EntitiesChoice.Custom(ch.getSelectedFile().toPath());
        }
        choose(chosen)
                .ifPresent(problem -> JOptionPane.showMessageDialog(
                        ctx.owner(), problem, "Entities Image", JOptionPane.ERROR_MESSAGE));
    }
}
