/**
 * The links view, the Numbers panel and renumbering: lines from tele entrances to their exits, switch triggers to
 * their targets and checkpoints in order over the map; every tele and switch number with what dangles; the renumber
 * dialog and the brush's number bump. The facts come from {@link twedit.model.links.LinkIndex}.
 */
package twedit.editor.links;
