/**
 * The pairs `[i, j]` of a longest common subsequence of `a` and `b` under `equal`, in order.
 * Quadratic in time and memory; the common prefix and suffix are taken first, so lists that
 * differ in a few places cost little.
 */
export function commonSubsequence<A, B>(
  a: readonly A[],
  b: readonly B[],
  equal: (left: A, right: B) => boolean,
): [number, number][] {
  let start = 0;
  while (start < a.length && start < b.length && equal(a[start] as A, b[start] as B)) start += 1;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && equal(a[endA - 1] as A, b[endB - 1] as B)) {
    endA -= 1;
    endB -= 1;
  }
  const rows = endA - start;
  const cols = endB - start;
  const width = cols + 1;
  const lengths = new Uint32Array((rows + 1) * width);
  for (let i = rows - 1; i >= 0; i -= 1) {
    for (let j = cols - 1; j >= 0; j -= 1) {
      lengths[i * width + j] = equal(a[start + i] as A, b[start + j] as B)
        ? (lengths[(i + 1) * width + j + 1] ?? 0) + 1
        : Math.max(lengths[(i + 1) * width + j] ?? 0, lengths[i * width + j + 1] ?? 0);
    }
  }
  const pairs: [number, number][] = [];
  for (let k = 0; k < start; k += 1) pairs.push([k, k]);
  let i = 0;
  let j = 0;
  while (i < rows && j < cols) {
    if (equal(a[start + i] as A, b[start + j] as B)) {
      pairs.push([start + i, start + j]);
      i += 1;
      j += 1;
    } else if ((lengths[(i + 1) * width + j] ?? 0) >= (lengths[i * width + j + 1] ?? 0)) {
      i += 1;
    } else {
      j += 1;
    }
  }
  for (let k = 0; k < a.length - endA; k += 1) pairs.push([endA + k, endB + k]);
  return pairs;
}
