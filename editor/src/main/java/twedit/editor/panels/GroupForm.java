package twedit.editor.panels;

import javax.swing.JCheckBox;
import javax.swing.JSpinner;
import javax.swing.JTextField;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Edits;
import twedit.model.map.ClipRect;
import twedit.model.map.Group;
import twedit.model.map.Point;
import twedit.model.map.Props;

/**
 * A group's properties: name, position (DDNet's Pos X/Y, the negated offset), parallax, and clipping with its
 * rectangle.
 */
final class GroupForm extends Form {
    private static final int BIG = 1 << 24;
    private final MapDocument doc;
    private final Group group;
    private final JTextField name;
    private final JSpinner posX;
    private final JSpinner posY;
    private final JSpinner parX;
    private final JSpinner parY;
    private final JCheckBox clip;
    private final JSpinner clipX;
    private final JSpinner clipY;
    private final JSpinner clipW;
    private final JSpinner clipH;

    GroupForm(MapDocument doc, Group group) {
        this.doc = doc;
        this.group = group;
        name = nameRow("groupName", v -> {
            if (!v.equals(group.name())) {
                doc.apply(Edits.set(group, Props.GROUP_NAME, v));
            }
        });
        posX = spinner("groupPosX", -BIG, BIG, v -> offset());
        posY = spinner("groupPosY", -BIG, BIG, v -> offset());
        parX = spinner("groupParallaxX", -BIG, BIG, v -> parallax());
        parY = spinner("groupParallaxY", -BIG, BIG, v -> parallax());
        clip = check("Use clipping", "groupClipping", v -> clip());
        clipX = spinner("groupClipX", -BIG, BIG, v -> clip());
        clipY = spinner("groupClipY", -BIG, BIG, v -> clip());
        clipW = spinner("groupClipW", 0, BIG, v -> clip());
        clipH = spinner("groupClipH", 0, BIG, v -> clip());
        row("Pos X", posX);
        row("Pos Y", posY);
        row("Parallax X", parX);
        row("Parallax Y", parY);
        add(clip, "skip");
        row("Clip X", clipX);
        row("Clip Y", clipY);
        row("Clip W", clipW);
        row("Clip H", clipH);
        load();
    }

    private void offset() {
        doc.apply(Edits.set(
                group, Props.GROUP_OFFSET, new Point(-(Integer) posX.getValue(), -(Integer) posY.getValue())));
    }

    private void parallax() {
        doc.apply(Edits.set(
                group, Props.GROUP_PARALLAX, new Point((Integer) parX.getValue(), (Integer) parY.getValue())));
    }

    private void clip() {
        doc.apply(Edits.set(
                group,
                Props.GROUP_CLIP,
                new ClipRect(
                        clip.isSelected(),
                        (Integer) clipX.getValue(),
                        (Integer) clipY.getValue(),
                        (Integer) clipW.getValue(),
                        (Integer) clipH.getValue())));
    }

    @Override
    void fill() {
        boolean physics = group.isPhysicsGroup();
        name.setText(group.name());
        posX.setValue(-group.offsetX());
        posY.setValue(-group.offsetY());
        parX.setValue(group.parallaxX());
        parY.setValue(group.parallaxY());
        clip.setSelected(group.clipping());
        clipX.setValue(group.clipX());
        clipY.setValue(group.clipY());
        clipW.setValue(group.clipWidth());
        clipH.setValue(group.clipHeight());
        // the Game group must keep offset 0, parallax 100 and no clipping for the game to load it as DDNet does
        for (java.awt.Component c : new java.awt.Component[] {posX, posY, parX, parY, clip}) {
            c.setEnabled(!physics);
        }
        for (JSpinner s : new JSpinner[] {clipX, clipY, clipW, clipH}) {
            s.setEnabled(!physics && group.clipping());
        }
    }
}
