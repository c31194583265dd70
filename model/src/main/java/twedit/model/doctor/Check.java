package twedit.model.doctor;

import java.util.List;
import twedit.model.map.TwMap;

/** One area of validation (structure, physics layers, tiles, ...): reads a map, never changes it. */
public interface Check {
    /** The problems of {@code map} this check knows about, in map order. */
    List<Finding> check(TwMap map);
}
