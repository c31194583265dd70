#!/usr/bin/env python3
"""Writes twedit's table of DDNet server commands (server-commands.tsv) from a DDNet source tree.

Usage: gen_server_commands.py DDNET_SRC_DIR VERSION_LABEL [OLDER_SRC_DIR OLDER_LABEL] > model/src/main/resources/twedit/model/settings/server-commands.tsv
e.g.   git -C ddnet archive 19.9 src | tar -x -C /tmp/ddnet-19.9; git -C ddnet archive 16.4 src | tar -x -C /tmp/ddnet-16.4
       python3 resources/tools/gen_server_commands.py /tmp/ddnet-19.9 "19.9 (tag 19.9, commit e5ebaea...)" \
           /tmp/ddnet-16.4 "16.4 (tag 16.4, commit 838e49d...)"
The rows are the first version's; with an older version each row says whether that one has it too, and the names
only the older one has follow (so the validator can say what an older server such as Debian's 16.4 lacks or ran).

It reads what the server registers in its console (created with CFGFLAG_SERVER | CFGFLAG_ECON in
src/engine/server/main.cpp): the config variables (MACRO_CONFIG_INT/COL/STR in src/engine/shared/config_variables.h
and src/game/variables.h), Register("name", "params", flags, ...) calls in src/engine/shared, src/engine/server and
src/game/server, CONSOLE_COMMAND/CHAT_COMMAND in src/game/ddracecommands.h and src/game/ddracechat.h, the tuning
parameters (MACRO_TUNING_PARAM in src/game/tuning.h) and the map bugs (MAPBUG in src/game/mapbugs_list.h).
Preprocessor conditions are ignored (every variable is listed). Commands without CFGFLAG_SERVER or CFGFLAG_ECON are
left out: the server's console never finds them.
"""
import glob
import os
import re
import sys

FLAGS = {}  # the source's own flag values, read from src/engine/shared/config.h by read_flags
STR = r'"((?:[^"\\]|\\.)*)"'


def read(src, rel):
    with open(os.path.join(src, rel), encoding="utf-8", errors="replace") as f:
        return f.read()


def constants(src):
    """Integer constants (enum members and #defines) the variables use as bounds, e.g. MAX_CLIENTS."""
    out = {}
    for path in glob.glob(os.path.join(src, "src", "**", "*.h"), recursive=True):
        with open(path, encoding="utf-8", errors="replace") as f:
            text = f.read()
            for m in re.finditer(r"\b([A-Z][A-Z0-9_]+)\s*=\s*(-?\d+)\s*[,\n};]", text):
                out.setdefault(m.group(1), int(m.group(2)))
            # namespace CountryCode { inline constexpr int DEFAULT = -1; ... } (newer sources) gives CountryCode::DEFAULT
            for ns in re.finditer(r"namespace\s+(\w+)\s*\{([^{}]*)\}", text):
                for m in re.finditer(r"constexpr\s+int\s+(\w+)\s*=\s*(-?\d+)\s*;", ns.group(2)):
                    out.setdefault(ns.group(1) + "::" + m.group(1), int(m.group(2)))
    return out


def number(expr, consts):
    e = expr.strip()
    if re.fullmatch(r"-?\d+", e):
        return int(e)
    if e in consts:
        return consts[e]
    raise ValueError("unknown bound " + e)


def read_flags(src):
    """The CFGFLAG_/CMDFLAG_ values of this version (they moved between versions); the debug-only flags are 0 in the
    release builds servers run."""
    text = read(src, "src/engine/shared/config.h")
    FLAGS.clear()
    for m in re.finditer(r"\b((?:CFGFLAG|CMDFLAG)_\w+)\s*=\s*1\s*<<\s*(\d+)", text):
        FLAGS[m.group(1)] = 1 << int(m.group(2))
    FLAGS["CFGFLAG_DEBUG_SERVER"] = 0
    FLAGS["CFGFLAG_DEBUG_CLIENT"] = 0


def reachable():
    """Flags the server's console finds a command by: CFGFLAG_SERVER | CFGFLAG_ECON (src/engine/server/main.cpp),
    and for a map's settings also CFGFLAG_GAME (CConsole::ExecuteLineStroked with CLIENT_ID_GAME)."""
    return FLAGS["CFGFLAG_SERVER"] | FLAGS["CFGFLAG_ECON"] | FLAGS["CFGFLAG_GAME"]


def flags(expr):
    bits = 0
    for part in expr.split("|"):
        part = part.strip()
        if part in ("0", ""):
            continue
        if part not in FLAGS:
            raise ValueError("unknown flag " + part)
        bits |= FLAGS[part]
    return bits


def flag_names(bits):
    return ",".join(n for n, b in FLAGS.items() if b and bits & b) or "-"


def clean(s):
    return s.replace('\\"', '"').replace("\t", " ").replace("\n", " ")


def table(src):
    """The rows of one DDNet version: every reachable command (flags as names), then tuning parameters and map bugs."""
    read_flags(src)
    consts = constants(src)
    rows = {}
    for rel in ("src/engine/shared/config_variables.h", "src/game/variables.h"):
        if not os.path.exists(os.path.join(src, rel)):
            continue  # game/variables.h was merged into config_variables.h after 16.x
        text = read(src, rel)
        for m in re.finditer(r"MACRO_CONFIG_INT\((\w+),\s*(\w+),\s*([^,]+),\s*([^,]+),\s*([^,]+),\s*([^,]+),\s*" + STR + r"\)", text):
            f = flags(m.group(6))
            if not f & reachable():
                continue  # a client's variable: its bounds may use constants this script does not read
            rows.setdefault(m.group(2), (m.group(2), "int", "?i", str(number(m.group(3), consts)),
                                         str(number(m.group(4), consts)), str(number(m.group(5), consts)), f, clean(m.group(7))))
        for m in re.finditer(r"MACRO_CONFIG_COL\((\w+),\s*(\w+),\s*([^,]+),\s*([^,]+),\s*" + STR + r"\)", text):
            f = flags(m.group(4))
            rows.setdefault(m.group(2), (m.group(2), "col", "?i", m.group(3).strip(), "", "", f, clean(m.group(5))))
        for m in re.finditer(r"MACRO_CONFIG_STR\((\w+),\s*(\w+),\s*([^,]+),\s*" + STR + r",\s*([^,]+),\s*" + STR + r"\)", text):
            f = flags(m.group(5))
            if not f & reachable():
                continue
            rows.setdefault(m.group(2), (m.group(2), "str", "?r", clean(m.group(4)), "", str(number(m.group(3), consts)), f, clean(m.group(6))))
    files = sorted(glob.glob(os.path.join(src, "src/engine/shared/*.cpp")) + glob.glob(os.path.join(src, "src/engine/server/*.cpp"))
                   + glob.glob(os.path.join(src, "src/game/server/**/*.cpp"), recursive=True)
                   + [p for p in (os.path.join(src, "src/game/ddracecommands.h"), os.path.join(src, "src/game/ddracechat.h"))
                      if os.path.exists(p)])  # 16.x lists DDRace's commands there; later ones Register them
    call = re.compile(r"(?:Register|CONSOLE_COMMAND|CHAT_COMMAND)\(\s*" + STR + r",\s*" + STR + r",\s*([A-Z_| ]+),[^;\n]*?,\s*" + STR + r"\s*\)")
    for path in files:
        with open(path, encoding="utf-8", errors="replace") as fh:
            text = fh.read()
        for m in call.finditer(text):
            rows.setdefault(m.group(1), (m.group(1), "cmd", m.group(2), "", "", "", flags(m.group(3)), clean(m.group(4))))
    tuning = read(src, "src/game/tuning.h")
    tunes = [(m.group(2), "tune", "", m.group(3).strip(), "", "", 0, clean(m.group(4)))
             for m in re.finditer(r"MACRO_TUNING_PARAM\((\w+),\s*(\w+),\s*([^,]+),\s*" + STR + r"\)", tuning)]
    bugs = [(m.group(1), "mapbug", "", "", "", "", 0, "Map bug for old maps' compatibility")
            for m in re.finditer(r"MAPBUG\(\w+,\s*" + STR + r"\)", read(src, "src/game/mapbugs_list.h"))]
    out = [r[:6] + (flag_names(r[6]),) + r[7:] for r in sorted((r for r in rows.values() if r[6] & reachable()), key=lambda r: r[0])]
    return out + [r[:6] + ("-",) + r[7:] for r in tunes + bugs]


def main():
    src, version = sys.argv[1], sys.argv[2]
    old_src, old_version = (sys.argv[3], sys.argv[4]) if len(sys.argv) > 4 else (None, None)
    rows = table(src)
    old = {(r[0], r[1] in ("tune", "mapbug") and r[1]): r for r in table(old_src)} if old_src else {}
    print("# DDNet server commands, tuning parameters and map bugs for twedit's settings validator.")
    print("# DDNet " + version + ", generated by resources/tools/gen_server_commands.py from its sources (see that")
    print("# script for how); regenerate with it rather than editing by hand.")
    print("# A map's settings run with CFGFLAG_GAME required (CGameContext::LoadMapSettings, CLIENT_ID_GAME):")
    print("# the server refuses other commands with \"Command '...' cannot be executed from a map.\"")
    print("# Integer variables are clamped to min..max when min != max (no upper clamp when max is 0).")
    print("# columns: name kind params default min max flags description versions oldflags  (kind: int col str cmd")
    print("# tune mapbug; str rows give their maximum length in bytes, including the terminating zero, as max;")
    print("# versions: both, new (the older version lacks it) or gone (only the older version has it); oldflags: the")
    print("# older version's flags for the name)")
    print("@current\t" + version)
    if old_src:
        print("@older\t" + old_version)
    seen = set()
    for r in rows:
        key = (r[0], r[1] in ("tune", "mapbug") and r[1])
        seen.add(key)
        o = old.get(key)
        versions = "both" if o or not old_src else "new"
        print("\t".join(r + (versions, o[6] if o else "")))
    for key, o in old.items():
        if key not in seen:
            print("\t".join(o + ("gone", o[6])))


if __name__ == "__main__":
    main()
