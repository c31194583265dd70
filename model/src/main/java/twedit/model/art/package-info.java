/**
 * Pictures made into map content as DDNet's editor makes them: tile art (an image becomes tiles layers, one per 255
 * colours, each with a generated tileset: {@link twedit.model.art.TileArt}) and quad art (an image becomes one quad
 * per pixel or per merged rectangle: {@link twedit.model.art.QuadArt}).
 */
package twedit.model.art;
