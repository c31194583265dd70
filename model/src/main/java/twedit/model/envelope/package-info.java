/**
 * Envelope evaluation exactly as DDNet's client evaluates envelopes (render_map.cpp {@code RenderEvalEnvelope},
 * DDNet 17-19), and the animated geometry and colours it drives: quads and tiles layers at a given time. Pure
 * functions over the {@link twedit.model.map} types; no state, no Swing.
 */
package twedit.model.envelope;
