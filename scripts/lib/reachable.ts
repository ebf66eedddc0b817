/** `from` and everything reachable from it through `next`: a chunk and every chunk it imports statically. */
export function reachable<Node>(from: Node, next: (node: Node) => Iterable<Node>): Set<Node> {
  const seen = new Set<Node>();
  const visit = (node: Node): void => {
    if (seen.has(node)) return;
    seen.add(node);
    for (const neighbour of next(node)) visit(neighbour);
  };
  visit(from);
  return seen;
}
