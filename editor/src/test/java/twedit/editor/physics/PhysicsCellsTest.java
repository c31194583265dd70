package twedit.editor.physics;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Rectangle;
import org.junit.jupiter.api.Test;
import twedit.editor.tools.Brushes;
import twedit.model.document.MapDocument;
import twedit.model.document.edits.Cells;
import twedit.model.document.edits.Edits;
import twedit.model.document.edits.TileBrush;
import twedit.model.document.edits.TileOps;
import twedit.model.map.TileKind;
import twedit.model.map.TileLayer;
import twedit.model.map.TwMap;

/** The physics cell rules: parameters, numbers, next free number, renumbering, speedup angles under transforms. */
class PhysicsCellsTest {
    @Test
    void cellsTakeTheParametersTheirTypeUses() {
        PhysicsParams p = new PhysicsParams();
        p.setTeleNumber(7);
        p.setSwitchNumber(5);
        p.setSwitchDelay(3);
        p.setSwitchFlags(2);
        p.setSpeedupForce(80);
        p.setSpeedupMaxSpeed(20);
        p.setSpeedupAngle(300);
        p.setTuneZone(4);
        assertThat(PhysicsCells.cell(TileKind.TELE, 26, p)).containsExactly(7, 26);
        assertThat(PhysicsCells.cell(TileKind.TELE, 31, p)).containsExactly(0, 31);
        assertThat(PhysicsCells.cell(TileKind.SWITCH, 22, p)).containsExactly(5, 22, 2, 3);
        assertThat(PhysicsCells.cell(TileKind.SWITCH, 12, p)).containsExactly(5, 12, 0, 0);
        assertThat(PhysicsCells.cell(TileKind.SWITCH, 7, p)).containsExactly(0, 7, 2, 3);
        // angle 300 = 0x012C as little-endian int16
        assertThat(PhysicsCells.cell(TileKind.SPEEDUP, 29, p)).containsExactly(80, 20, 29, 0, 0x2C, 0x01);
        assertThat(PhysicsCells.cell(TileKind.TUNE, 68, p)).containsExactly(4, 68);
        p.setSpeedupAngle(-30);
        assertThat(p.speedupAngle()).isEqualTo(330);
    }

    @Test
    void nextFreeNumberSkipsUsedOnesAndKeepsCheckpointsApart() {
        TwMap map = TwMap.newMap(20, 10);
        TileLayer tele = TileLayer.empty(TileKind.TELE, 20, 10);
        MapDocument doc = new MapDocument(map);
        doc.apply(Edits.addLayer(map.groups().get(0), 1, tele));
        doc.apply(TileOps.setCell(tele, 0, 0, Cells.tele(1, 26)));
        doc.apply(TileOps.setCell(tele, 1, 0, Cells.tele(2, 27)));
        doc.apply(TileOps.setCell(tele, 2, 0, Cells.tele(4, 26)));
        doc.apply(TileOps.setCell(tele, 3, 0, Cells.tele(3, 29)));
        assertThat(PhysicsCells.nextFree(tele, 26)).isEqualTo(3);
        assertThat(PhysicsCells.nextFree(tele, 29)).isEqualTo(1);

        doc.apply(PhysicsCells.renumber(tele, new Rectangle(0, 0, 2, 1), 1));
        assertThat(tele.grid().get(0, 0, 0)).isEqualTo(2);
        assertThat(tele.grid().get(1, 0, 0)).isEqualTo(3);
        assertThat(tele.grid().get(2, 0, 0)).isEqualTo(4);
        doc.undo();
        assertThat(tele.grid().get(0, 0, 0)).isEqualTo(1);
        assertThat(PhysicsCells.renumber(tele, new Rectangle(10, 5, 3, 3), 1).isNoOp())
                .isTrue();
    }

    @Test
    void speedupAnglesTurnWithTheBrush() {
        TileBrush b = new TileBrush(2, 1, 6, concat(Cells.speedup(10, 0, 29, 300), Cells.speedup(10, 0, 29, 45)));
        TileBrush r = Brushes.rotate(b, TileKind.SPEEDUP);
        assertThat(r.width()).isEqualTo(1);
        assertThat(Cells.speedupAngle(r.cell(0, 0))).isEqualTo(30);
        assertThat(Cells.speedupAngle(r.cell(0, 1))).isEqualTo(135);
        TileBrush fx = Brushes.flipX(b, TileKind.SPEEDUP);
        assertThat(Cells.speedupAngle(fx.cell(0, 0))).isEqualTo(135);
        assertThat(Cells.speedupAngle(fx.cell(1, 0))).isEqualTo(240);
        TileBrush fy = Brushes.flipY(b, TileKind.SPEEDUP);
        assertThat(Cells.speedupAngle(fy.cell(0, 0))).isEqualTo(60);
        // four rotations give the brush back
        TileBrush back =
                Brushes.rotate(Brushes.rotate(Brushes.rotate(r, TileKind.SPEEDUP), TileKind.SPEEDUP), TileKind.SPEEDUP);
        assertThat(back.toBytes()).isEqualTo(b.toBytes());
        // tele numbers survive flips
        TileBrush t = new TileBrush(2, 1, 2, new byte[] {9, 26, 3, 27});
        assertThat(Brushes.flipX(t, TileKind.TELE).toBytes()).containsExactly(3, 27, 9, 26);
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] out = new byte[a.length + b.length];
        System.arraycopy(a, 0, out, 0, a.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
