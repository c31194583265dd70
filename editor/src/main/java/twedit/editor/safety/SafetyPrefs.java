package twedit.editor.safety;

import java.util.prefs.Preferences;

/** The safety settings in the user's preference node: autosave interval and whether .bak backups are kept. */
public final class SafetyPrefs {
    /** Default autosave interval: three minutes. */
    public static final int DEFAULT_AUTOSAVE_SECONDS = 180;

    private static final String AUTOSAVE = "safety.autosaveSeconds";
    private static final String KEEP_BACKUP = "safety.keepBackup";

    private final Preferences node;

    public SafetyPrefs(Preferences node) {
        this.node = node;
    }

    /** Seconds between autosaves; 0 turns autosave off. */
    public int autosaveSeconds() {
        return Math.max(0, node.getInt(AUTOSAVE, DEFAULT_AUTOSAVE_SECONDS));
    }

    public void setAutosaveSeconds(int seconds) {
        node.putInt(AUTOSAVE, Math.max(0, seconds));
    }

    /** Whether NAME.map.bak is kept after a successful save (default: removed). */
    public boolean keepBackup() {
        return node.getBoolean(KEEP_BACKUP, false);
    }

    public void setKeepBackup(boolean keep) {
        node.putBoolean(KEEP_BACKUP, keep);
    }
}
