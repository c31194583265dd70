package twedit.editor.safety;

import javax.swing.JCheckBox;
import javax.swing.JLabel;
import javax.swing.JPanel;
import javax.swing.JSpinner;
import javax.swing.SpinnerNumberModel;
import net.miginfocom.swing.MigLayout;

/**
 * The Saving page of Edit > Preferences: how many seconds after the last edit a changed map is autosaved (0: never),
 * and whether a save keeps the previous file as {@code .bak}. A change is stored at once and the autosaver reads it at
 * the next edit.
 */
public final class SafetyPrefsPanel extends JPanel {
    public SafetyPrefsPanel(SafetyPrefs prefs) {
        super(new MigLayout("insets 12, wrap 2, gap 8 6", "[right][grow, fill]"));
        setName("safetyPrefs");
        JSpinner delay =
                new JSpinner(new SpinnerNumberModel(prefs.autosaveSeconds(), 0, SafetyPrefs.MAX_AUTOSAVE_SECONDS, 1));
        delay.setName("autosaveSeconds");
        delay.setToolTipText(
                "A changed map is written to the recovery folder this long after its last edit (0: never)");
        delay.addChangeListener(e -> prefs.setAutosaveSeconds((Integer) delay.getValue()));
        JPanel row = new JPanel(new MigLayout("insets 0, gap 6", "[][]"));
        row.add(delay, "wmin 70");
        row.add(new JLabel("seconds after the last edit (0: off)"));
        add(new JLabel("Autosave"));
        add(row);
        JLabel why = new JLabel("<html>After a crash twedit offers the autosaved maps at the next start: at most these"
                + " seconds of work are lost.</html>");
        add(why, "skip, wmin 0");
        JCheckBox backup = new JCheckBox("Keep the previous file as NAME.map.bak after each save", prefs.keepBackup());
        backup.setName("keepBackup");
        backup.addActionListener(e -> prefs.setKeepBackup(backup.isSelected()));
        add(new JLabel("Backups"));
        add(backup, "wmin 0");
    }
}
