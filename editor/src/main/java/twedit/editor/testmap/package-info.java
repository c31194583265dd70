/**
 * Tools > Test Map (F5): the current map in the real DDNet server (and client), reloaded at every save, with the
 * server's output in the Server panel and its refusals in Problems. The server itself is run by {@link
 * twedit.editor.testserver.TestServer}.
 */
package twedit.editor.testmap;
