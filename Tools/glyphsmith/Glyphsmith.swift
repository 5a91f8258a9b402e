import ArgumentParser

@main
struct Glyphsmith: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "glyphsmith", abstract: "Render symbols.", version: "0.1.0")
}
