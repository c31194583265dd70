#!/usr/bin/env python3
"""Writes twedit's table of DDNet server commands (server-commands.tsv) from a DDNet source tree.

Usage: gen_server_commands.py DDNET_SRC_DIR VERSION_LABEL > model/src/main/resources/twedit/model/settings/server-commands.tsv
e.g.   git -C ddnet archive 16.4 src | tar -x -C /tmp/ddnet-16.4
       python3 resources/tools/gen_server_commands.py /tmp/ddnet-16.4 "16.4 (838e49dde374518c13bd1b2bbb58fe454c7d547c)"

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

FLAGS = {"CFGFLAG_SAVE": 1 << 0, "CFGFLAG_CLIENT": 1 << 1, "CFGFLAG_SERVER": 1 << 2, "CFGFLAG_STORE": 1 << 3,
         "CFGFLAG_MASTER": 1 << 4, "CFGFLAG_ECON": 1 << 5, "CMDFLAG_TEST": 1 << 6, "CFGFLAG_CHAT": 1 << 7,
         "CFGFLAG_GAME": 1 << 8, "CFGFLAG_NONTEEHISTORIC": 1 << 9, "CFGFLAG_COLLIGHT": 1 << 10,
         "CFGFLAG_COLALPHA": 1 << 11, "CFGFLAG_INSENSITIVE": 1 << 12}
REACHABLE = FLAGS["CFGFLAG_SERVER"] | FLAGS["CFGFLAG_ECON"]
STR = r'"((?:[^"\\]|\\.)*)"'


def read(src, rel):
    with open(os.path.join(src, rel), encoding="utf-8", errors="replace") as f:
        return f.read()


def constants(src):
    """Integer constants (enum members and #defines) the variables use as bounds, e.g. MAX_CLIENTS."""
    out = {}
    for path in glob.glob(os.path.join(src, "src", "**", "*.h"), recursive=True):
        with open(path, encoding="utf-8", errors="replace") as f:
            for m in re.finditer(r"\b([A-Z][A-Z0-9_]+)\s*=\s*(-?\d+)\s*[,\n}]", f.read()):
                out.setdefault(m.group(1), int(m.group(2)))
    return out


def number(expr, consts):
    e = expr.strip()
    if re.fullmatch(r"-?\d+", e):
        return int(e)
    if e in consts:
        return consts[e]
    raise ValueError("unknown bound " + e)


def flags(expr):
    bits = 0
    for part in expr.split("|"):
        part = part.strip()
        if part not in FLAGS:
            raise ValueError("unknown flag " + part)
        bits |= FLAGS[part]
    return bits


def flag_names(bits):
    return ",".join(n for n, b in FLAGS.items() if bits & b) or "-"


def clean(s):
    return s.replace('\\"', '"').replace("\t", " ").replace("\n", " ")


def main():
    src, version = sys.argv[1], sys.argv[2]
    consts = constants(src)
    rows = {}
    for rel in ("src/engine/shared/config_variables.h", "src/game/variables.h"):
        text = read(src, rel)
        for m in re.finditer(r"MACRO_CONFIG_INT\((\w+),\s*(\w+),\s*([^,]+),\s*([^,]+),\s*([^,]+),\s*([^,]+),\s*" + STR + r"\)", text):
            f = flags(m.group(6))
            rows.setdefault(m.group(2), (m.group(2), "int", "?i", str(number(m.group(3), consts)),
                                         str(number(m.group(4), consts)), str(number(m.group(5), consts)), f, clean(m.group(7))))
        for m in re.finditer(r"MACRO_CONFIG_COL\((\w+),\s*(\w+),\s*([^,]+),\s*([^,]+),\s*" + STR + r"\)", text):
            f = flags(m.group(4))
            rows.setdefault(m.group(2), (m.group(2), "col", "?i", m.group(3).strip(), "", "", f, clean(m.group(5))))
        for m in re.finditer(r"MACRO_CONFIG_STR\((\w+),\s*(\w+),\s*([^,]+),\s*" + STR + r",\s*([^,]+),\s*" + STR + r"\)", text):
            f = flags(m.group(5))
            rows.setdefault(m.group(2), (m.group(2), "str", "?r", clean(m.group(4)), "", str(number(m.group(3), consts)), f, clean(m.group(6))))
    files = sorted(glob.glob(os.path.join(src, "src/engine/shared/*.cpp")) + glob.glob(os.path.join(src, "src/engine/server/*.cpp"))
                   + glob.glob(os.path.join(src, "src/game/server/**/*.cpp"), recursive=True)
                   + [os.path.join(src, "src/game/ddracecommands.h"), os.path.join(src, "src/game/ddracechat.h")])
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
    print("# DDNet server commands, tuning parameters and map bugs for twedit's settings validator.")
    print("# DDNet " + version + ", generated by resources/tools/gen_server_commands.py from its sources (see that")
    print("# script for how); regenerate with it rather than editing by hand.")
    print("# A map's settings run with CFGFLAG_GAME required (CGameContext::LoadMapSettings, CLIENT_ID_GAME):")
    print("# the server refuses other commands with \"Command '...' cannot be executed from a map.\"")
    print("# Integer variables are clamped to min..max when min != max (no upper clamp when max is 0).")
    print("# columns: name kind params default min max flags description  (kind: int col str cmd tune mapbug;")
    print("# str rows give their maximum length in bytes, including the terminating zero, as max)")
    for r in sorted((r for r in rows.values() if r[6] & REACHABLE), key=lambda r: r[0]) + tunes + bugs:
        print("\t".join((r[0], r[1], r[2], r[3], r[4], r[5], flag_names(r[6]) if r[1] not in ("tune", "mapbug") else "-", r[7])))


if __name__ == "__main__":
    main()
