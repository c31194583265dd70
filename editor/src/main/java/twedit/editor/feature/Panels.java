package twedit.editor.feature;

/** What a feature may do with the panels placed in the window, by their ids. */
public interface Panels {
    /** Brings the panel to the front (selects its tab). */
    void show(String id);

    /** Brings the panel to the front of its stack if it is shown (a hidden one stays hidden). */
    void front(String id);

    /** Changes the panel's title (e.g. to count what it lists). */
    void setTitle(String id, String title);

    /** Gives the panel a help button in its tab strip ("?", shown while it is in front) that runs {@code open}. */
    void help(String id, Runnable open);
}
