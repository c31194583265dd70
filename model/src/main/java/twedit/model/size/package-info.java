/**
 * What each part of a map costs in its saved file: {@link twedit.model.size.MapSize} encodes the map as saving does
 * and shares the file's bytes out among its images, sounds, layers and envelopes, the rest going to items and headers.
 */
package twedit.model.size;
