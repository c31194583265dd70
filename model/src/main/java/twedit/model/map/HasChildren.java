package twedit.model.map;

/** A map object that owns lists of elements, which get their ids when it joins a map. */
interface HasChildren {
    void attachChildren(IdSource source);
}
