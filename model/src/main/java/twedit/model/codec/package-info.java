/**
 * Gives datafile items their map meaning and back: {@link twedit.model.codec.MapDecoder} turns a
 * {@link twedit.model.datafile.Datafile} into a {@link twedit.model.map.TwMap}, {@link twedit.model.codec.MapEncoder}
 * writes one in DDNet or Teeworlds 0.7 form. Salvage reads maps in the layout of Teeworlds before 0.4 too (converted
 * as 0.4's editor did), and {@link twedit.model.codec.MapContent} counts what a map or file holds.
 */
package twedit.model.codec;
