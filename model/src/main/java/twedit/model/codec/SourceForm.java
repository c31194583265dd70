package twedit.model.codec;

/** Which writer a map file came from, or which form to save: DDNet (0.6 + extensions) or Teeworlds 0.7. */
public enum SourceForm {
    DDNET,
    TEEWORLDS_07
}
