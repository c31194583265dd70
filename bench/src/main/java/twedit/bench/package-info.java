/** Benchmarks behind bench/run: each prints `name: value unit` lines with the names the issues give. */
package twedit.bench;
