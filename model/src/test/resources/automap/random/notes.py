# Independent calculation of the "random" automap test case (spec automapper-rules.md, Random).
import struct
# triple32inc and the location hash, unsigned 32-bit
M = 0xFFFFFFFF
def t32inc(x):
    x = (x + 1) & M
    x ^= x >> 17; x = (x * 0xed5ad4bb) & M
    x ^= x >> 11; x = (x * 0xac4c1b51) & M
    x ^= x >> 15; x = (x * 0x31848bab) & M
    x ^= x >> 14
    return x
def loc(seed, run, rule, x, y):
    h = 1
    for v in (seed, run, rule, x, y):
        h = (h * 31 + t32inc(v & M)) & M
    return t32inc((h * 31) & M) % 65536
def f32(v): return struct.unpack('f', struct.pack('f', v))[0]
seed = 42
grid = [[0,1,1,1],[1,1,1,1],[1,1,1,1]]
H, W = len(grid), len(grid[0])
# run 0: rule 0 "Index 2 / Random 3" (p = 1.0f/3), rule 1 "Index 3 / Random 25%" (p = 25/100.0f)
t00, t01 = f32(65536 * f32(1.0 / 3.0)), f32(65536 * f32(0.25))
# run 1: rule 0 "Index 4 / Pos 0 0 INDEX 1 / Random 2" (p = 0.5)
t10 = f32(65536 * 0.5)
copy = [row[:] for row in grid]
for y in range(H):
    for x in range(W):
        v = copy[y][x]
        a, b = loc(seed, 0, 0, x, y), loc(seed, 0, 1, x, y)
        r = v
        if v != 0 and a < t00: r = 2
        if v != 0 and b < t01: r = 3
        grid[y][x] = r
        print(f'run0 ({x},{y}) in={v} H(42,0,0)={a:5d} {"<" if a < t00 else ">="} 21845.334  H(42,0,1)={b:5d} {"<" if b < t01 else ">="} 16384 -> {r}')
copy = [row[:] for row in grid]
for y in range(H):
    for x in range(W):
        v = copy[y][x]
        c = loc(seed, 1, 0, x, y)
        r = 4 if v == 1 and c < t10 else v
        grid[y][x] = r
        if v == 1:
            print(f'run1 ({x},{y}) in={v} H(42,1,0)={c:5d} {"<" if c < t10 else ">="} 32768 -> {r}')
for row in grid: print(' '.join(map(str, row)))
