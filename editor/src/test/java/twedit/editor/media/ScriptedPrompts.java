package twedit.editor.media;

import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/** Prompts answering from a queue (files, names, external choices, yes or no) and recording the messages shown. */
final class ScriptedPrompts implements MediaPrompts {
    final Deque<Object> answers = new ArrayDeque<>();
    final List<String> errors = new ArrayList<>();
    final List<String> warnings = new ArrayList<>();
    final List<String> questions = new ArrayList<>();

    ScriptedPrompts answer(Object a) {
        answers.add(a);
        return this;
    }

    private Object next() {
        if (answers.isEmpty()) {
            throw new AssertionError("the panel asked a question the test did not expect");
        }
        return answers.poll();
    }

    @Override
    public Path openFile(String title, String extension) {
        return (Path) next();
    }

    @Override
    public Path saveFile(String title, String suggestedName) {
        return ((Path) next()).resolve(suggestedName);
    }

    @Override
    public String askName(String title, String current) {
        return (String) next();
    }

    @Override
    public String chooseExternal(List<String> names, ExternalImages previews) {
        String n = (String) next();
        if (!names.contains(n)) {
            throw new AssertionError(n + " not offered: " + names);
        }
        return n;
    }

    @Override
    public boolean confirm(String title, String message, String action) {
        questions.add(message);
        return (Boolean) next();
    }

    /** The images {@link #confirmPixels} showed last: now and after. */
    java.awt.image.BufferedImage[] shown;

    @Override
    public boolean confirmPixels(
            String title,
            String message,
            java.awt.image.BufferedImage now,
            java.awt.image.BufferedImage after,
            String action) {
        shown = new java.awt.image.BufferedImage[] {now, after};
        return confirm(title, message, action);
    }

    @Override
    public void error(String title, String message) {
        errors.add(message);
    }

    @Override
    public void warn(String title, List<String> w) {
        warnings.addAll(w);
    }
}
