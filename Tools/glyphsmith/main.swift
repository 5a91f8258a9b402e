#if canImport(Glibc)
import Glibc
#endif

// The most common call from build systems — one file, one PNG — skips argument parsing machinery whose runtime
// type lookups cost more than the render itself (see QuickRender). Everything else goes through ArgumentParser.
if let status = QuickRender.run(CommandLine.arguments) {
    exit(status)
}
Glyphsmith.main(BulkInputs.extract(Array(CommandLine.arguments.dropFirst())))
