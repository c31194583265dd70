/**
 * Gives datafile items their map meaning and back: {@link twedit.model.codec.MapDecoder} turns a
 * {@link twedit.model.datafile.Datafile} into a {@link twedit.model.map.TwMap}, {@link twedit.model.codec.MapEncoder}
 * writes one in DDNet or Teeworlds 0.7 form.
 */
package twedit.model.codec;
