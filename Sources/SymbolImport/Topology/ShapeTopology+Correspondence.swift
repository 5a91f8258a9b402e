import SVGPath

extension ShapeTopology {
    /// A drawing's regions labelled once, to compare many others with (``corresponds(_:)``): the importer compares
    /// every slot of a layer with Regular-M. Its runs keep only the region they belong to, so that a comparison
    /// joins the other drawing's runs to a handful of regions instead of to a copy of every run.
    package struct Reference: Sendable {
        /// A run of the drawing: columns `start..<end` of its row, filled or not, and its region.
        struct Run: Sendable {
            var start: Int32
            var end: Int32
            var filled: Bool
            var region: Int32
        }

        /// A region of the drawing: its cell count, kind, whether it reaches the border, and whether it counts
        /// (specks do not).
        struct Region: Sendable {
            var size: Int32
            var filled: Bool
            var border: Bool
            var counts: Bool
        }

        let columns: Int
        let rows: Int
        let runs: [Run]
        /// Row `r`'s runs are `runs[rowStarts[r]..<rowStarts[r + 1]]`.
        let rowStarts: [Int]
        let regions: [Region]
        /// The fewest cells a region of either drawing has to count.
        let minimumCells: Int32

        /// `a`'s regions; those of fewer than `minimumCells` cells (in it and in the drawings compared with it) are
        /// specks that count for neither.
        package init(_ a: CoverageRuns, minimumCells: Int = ShapeTopology.minimumCells) {
            let minimum = Int32(minimumCells)
            var runs: [Run] = [], regions: [Region] = [], starts: [Int] = []
            Regions.withNodes(Regions.capacity(a.runs.count, a.rows)) { n in
                var all = Regions(n)
                starts = all.add(columns: a.columns, rows: a.rows, filledRuns: a.runs, rowStarts: a.rowStarts)
                var index = [Int32](repeating: -1, count: all.count)
                runs.reserveCapacity(all.count)
                for id in 0..<all.count {
                    let root = all.find(id)
                    if index[root] < 0 {
                        index[root] = Int32(regions.count)
                        regions.append(Region(size: n[root].size, filled: n[root].filled, border: n[root].border,
                                              counts: n[root].size >= minimum))
                    }
                    runs.append(Run(start: n[id].start, end: n[id].end, filled: n[id].filled, region: index[root]))
                }
            }
            (columns, rows) = (a.columns, a.rows)
            self.runs = runs
            rowStarts = starts
            self.regions = regions
            self.minimumCells = minimum
        }

        /// Whether `b`'s parts and holes are this drawing's, one to one (two drawings on the same cells): every part
        /// of either overlaps exactly one part of the other, and every empty region (a hole, or the outside) exactly
        /// one empty region of the other. Equal counts can hide a part lost where another split off: an X thinned
        /// away at Ultralight while a handle comes off its ring is still two parts.
        package func corresponds(_ b: CoverageRuns) -> Bool {
            precondition(b.columns == columns && b.rows == rows)
            return Regions.withNodes(Regions.capacity(b.runs.count, b.rows) + regions.count) { n -> Bool in
                var joint = Regions(n)
                let rowsB = joint.add(columns: b.columns, rows: b.rows, filledRuns: b.runs, rowStarts: b.rowStarts)
                // `b`'s regions that count, by their roots before the drawings are joined.
                var counted: [Int] = []
                for id in 0..<joint.count where joint.find(id) == id && n[id].size >= minimumCells { counted.append(id) }
                // This drawing's regions, one node each after `b`'s runs.
                let base = joint.count
                for (r, region) in regions.enumerated() {
                    n[base + r] = Node(parent: Int32(base + r), size: region.size, filled: region.filled, border: region.border)
                }
                joint.count += regions.count
                // Join each run of `b` to the regions of the runs of this drawing it shares a column with, in its row.
                runs.withUnsafeBufferPointer { mine in
                    for row in 0..<rows {
                        var j = rowsB[row]
                        for i in rowStarts[row]..<rowStarts[row + 1] {
                            let run = mine[i]
                            while j < rowsB[row + 1] && n[j].end <= run.start { j += 1 }
                            var k = j
                            while k < rowsB[row + 1] && n[k].start < run.end {
                                if n[k].filled == run.filled { joint.union(k, base + Int(run.region)) }
                                k += 1
                            }
                        }
                    }
                }
                // Every joined region holds one region of each drawing that counts, or none of either: the joined
                // roots of this drawing's counted regions are those of `b`'s, each once.
                let mine = regions.indices.filter { regions[$0].counts }.map { joint.find(base + $0) }.sorted()
                let theirs = counted.map { joint.find($0) }.sorted()
                return mine == theirs && zip(mine, mine.dropFirst()).allSatisfy { $0 != $1 }
            }
        }
    }
}
