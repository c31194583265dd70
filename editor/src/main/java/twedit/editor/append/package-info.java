/** File > Append Map: another map's groups, layers, images, envelopes and sounds brought into the open one. */
package twedit.editor.append;
