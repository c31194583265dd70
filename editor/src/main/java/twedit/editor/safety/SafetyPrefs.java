package twedit.editor.safety;

import java.util.prefs.Preferences;

/** The safety settings in the user's preference node: the autosave delay and whether .bak backups are kept. */
public final class SafetyPrefs {
    /** Default autosave delay: three seconds after the last edit. */
    public static final int DEFAULT_AUTOSAVE_SECONDS = 3;
    /** The longest delay the preferences offer (ten minutes). */
    public static final int MAX_AUTOSAVE_SECONDS = 600;

    // a new key: the old one held an interval of minutes between autosaves, not a delay after the last edit
    private static final String AUTOSAVE = "safety.autosaveDelaySeconds";
    private static final String KEEP_BACKUP = "safety.keepBackup";

    private final Preferences node;

    public SafetyPrefs(Preferences node) {
        this.node = node;
    }

    /** Seconds from the last edit to the autosave; 0 turns autosave off. */
    public int autosaveSeconds() {
        return Math.max(0, Math.min(MAX_AUTOSAVE_SECONDS, node.getInt(AUTOSAVE, DEFAULT_AUTOSAVE_SECONDS)));
    }

    public void setAutosaveSeconds(int seconds) {
        node.putInt(AUTOSAVE, Math.max(0, Math.min(MAX_AUTOSAVE_SECONDS, seconds)));
    }

    /** Whether NAME.map.bak is kept after a successful save (default: removed). */
    public boolean keepBackup() {
        return node.getBoolean(KEEP_BACKUP, false);
    }

    public void setKeepBackup(boolean keep) {
        node.putBoolean(KEEP_BACKUP, keep);
    }
}
