package twedit.editor.physics;

import java.util.ArrayList;
import java.util.List;

/**
 * The parameters painted physics tiles get, like DDNet's editor keeps them: tele number, switch number, delay and
 * flags, speedup force, max speed and angle, tune zone; plus whether map numbers are shown in hex. Tells listeners.
 */
public final class PhysicsParams {
    private int teleNumber = 1;
    private int switchNumber = 1;
    private int switchDelay;
    private int switchFlags;
    private int speedupForce = 50;
    private int speedupMaxSpeed;
    private int speedupAngle;
    private int tuneZone = 1;
    private boolean hex;
    private final List<Runnable> listeners = new ArrayList<>();

    public void addListener(Runnable l) {
        listeners.add(l);
    }

    private void changed() {
        for (Runnable l : List.copyOf(listeners)) {
            l.run();
        }
    }

    private static int clamp(int v, int lo, int hi) {
        return Math.max(lo, Math.min(hi, v));
    }

    public int teleNumber() {
        return teleNumber;
    }

    public void setTeleNumber(int v) {
        teleNumber = clamp(v, 0, 255);
        changed();
    }

    public int switchNumber() {
        return switchNumber;
    }

    public void setSwitchNumber(int v) {
        switchNumber = clamp(v, 0, 255);
        changed();
    }

    public int switchDelay() {
        return switchDelay;
    }

    public void setSwitchDelay(int v) {
        switchDelay = clamp(v, 0, 255);
        changed();
    }

    public int switchFlags() {
        return switchFlags;
    }

    public void setSwitchFlags(int v) {
        switchFlags = clamp(v, 0, 255);
        changed();
    }

    public int speedupForce() {
        return speedupForce;
    }

    public void setSpeedupForce(int v) {
        speedupForce = clamp(v, 1, 255);
        changed();
    }

    public int speedupMaxSpeed() {
        return speedupMaxSpeed;
    }

    public void setSpeedupMaxSpeed(int v) {
        speedupMaxSpeed = clamp(v, 0, 255);
        changed();
    }

    /** The speedup angle in degrees, 0..359 (0 points right, 90 down, as the game reads it). */
    public int speedupAngle() {
        return speedupAngle;
    }

    public void setSpeedupAngle(int v) {
        speedupAngle = Math.floorMod(v, 360);
        changed();
    }

    public int tuneZone() {
        return tuneZone;
    }

    public void setTuneZone(int v) {
        tuneZone = clamp(v, 0, 255);
        changed();
    }

    /** Whether numbers over the map are shown in hexadecimal. */
    public boolean hex() {
        return hex;
    }

    public void setHex(boolean v) {
        hex = v;
        changed();
    }

    /** A number as the map view shows it (decimal, or hex with a 0x-less uppercase form). */
    public String format(int n) {
        return hex ? Integer.toHexString(n).toUpperCase(java.util.Locale.ROOT) : Integer.toString(n);
    }
}
