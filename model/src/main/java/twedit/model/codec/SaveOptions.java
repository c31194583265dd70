package twedit.model.codec;

/**
 * How to encode a map: DDNet form (default) or Teeworlds 0.7 form; {@code force} drops DDNet-only content the
 * 0.7 form cannot hold instead of refusing.
 */
public record SaveOptions(SourceForm form, boolean force) {
    public static final SaveOptions DDNET = new SaveOptions(SourceForm.DDNET, false);
    public static final SaveOptions TEEWORLDS_07 = new SaveOptions(SourceForm.TEEWORLDS_07, false);
}
