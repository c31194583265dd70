package twedit.editor.optimize;

import twedit.model.codec.EncodeException;
import twedit.model.codec.MapDecoder;
import twedit.model.codec.MapEncoder;
import twedit.model.codec.SaveOptions;
import twedit.model.datafile.Datafile;
import twedit.model.datafile.DatafileException;
import twedit.model.datafile.DatafileWriter;
import twedit.model.datafile.ReadLimits;
import twedit.model.document.MapDocument;
import twedit.model.document.Origin;
import twedit.model.map.TwMap;
import twedit.model.optimize.OptimizeOptions;
import twedit.model.optimize.OptimizeReport;
import twedit.model.optimize.Optimizer;
import twedit.model.optimize.PixelMemo;

/**
 * What optimizing would do to a map, worked out on a copy in the background: the actions, and the size as the editor
 * saves it now and after optimizing, as Save writes it (the one size the dialog shows).
 */
record OptimizeAnalysis(OptimizeReport report, long before, long afterSaved) {
    /** The snapshot to analyse, taken on the event thread (cheap: no compression, no copying of images). */
    static Datafile snapshot(TwMap map) throws EncodeException {
        return new MapEncoder(SaveOptions.DDNET).encode(map);
    }

    /** Analyses a snapshot off the event thread; {@code memo} keeps the tileset pixels for applying later. */
    static OptimizeAnalysis of(Datafile snapshot, PixelMemo memo) throws DatafileException, EncodeException {
        byte[] saved = new DatafileWriter().write(snapshot);
        TwMap copy = new MapDecoder(ReadLimits.EDITOR).read(saved).map();
        OptimizeReport report = new Optimizer(OptimizeOptions.ALL, memo).optimize(new MapDocument(copy), Origin.USER);
        long afterSaved = new DatafileWriter().write(new MapEncoder(SaveOptions.DDNET).encode(copy)).length;
        return new OptimizeAnalysis(report, saved.length, afterSaved);
    }
}
