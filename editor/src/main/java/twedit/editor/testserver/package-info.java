/**
 * Runs the real DDNet server on a map for testing: finds the server and client programs, starts the server in a
 * private folder on loopback behind a watchdog (it ends when its parent goes), reloads it through its console and
 * says when it refused a map. The editor's Test Map feature and `twedit serve` share {@link
 * twedit.editor.testserver.TestServer}.
 */
package twedit.editor.testserver;
