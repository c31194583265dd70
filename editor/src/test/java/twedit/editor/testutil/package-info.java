/** Test helpers shared by the editor's GUI tests: the editor window harness the feature packages extend, damaged maps. */
package twedit.editor.testutil;
