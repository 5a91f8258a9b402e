import CPlatform

// The most common call from build systems — one file, one PNG — skips argument parsing machinery whose runtime
// type lookups cost more than the render itself (see QuickRender). Everything else goes through ArgumentParser.
if let status = QuickRender.run(CommandLine.arguments) {
    exit(status)
}
let arguments = BulkInputs.extract(Array(CommandLine.arguments.dropFirst()))
do {
    var command = try Glyphsmith.parseAsRoot(arguments)
    try command.run()
} catch {
    // ArgumentParser's own message (help and --version go to standard output), then a hint for a common mistake.
    let code = Glyphsmith.exitCode(for: error)
    let message = Glyphsmith.fullMessage(for: error)
    if code == .success {
        if !message.isEmpty { printLines(message) }
    } else {
        if !message.isEmpty { printErrorLines(message) }
        if let hint = ArgumentHints.hint(for: arguments) { printError(hint) }
    }
    exit(code.rawValue)
}
