import Testing
@testable import SymbolRender

/// A `clip-path` on a child of a `<clipPath>`, a `mask` on a `<mask>` element, and cycles among them: the cyclic
/// reference is dropped (with a warning) and the rest drawn.
@Suite struct NestedClipAndMaskTests {
    @Test func aClipPathChildIsClippedByItsOwnClipPath() throws {
        let (b, warnings) = try SVGSnippet.render("""
            <clipPath id="inner"><rect width="32" height="64"/></clipPath>
            <clipPath id="outer"><rect x="16" y="16" width="32" height="32" clip-path="url(#inner)"/><rect x="56" y="56" width="8" height="8"/></clipPath>
            <rect width="64" height="64" fill="#00ff00" clip-path="url(#outer)"/>
            """)
        #expect(warnings.isEmpty)
        #expect(b.rgba(24, 32)[3] == 255, "inside both")
        #expect(b.rgba(40, 32)[3] == 0, "inside the child but outside its own clip")
        #expect(b.rgba(60, 60)[3] == 255, "the other child is unaffected")
    }

    @Test func aMaskOnAMaskScalesItsResult() throws {
        let (b, _) = try SVGSnippet.render("""
            <mask id="half" maskUnits="userSpaceOnUse" x="0" y="0" width="64" height="64"><rect width="32" height="64" fill="#ffffff"/></mask>
            <mask id="m" mask="url(#half)" maskUnits="userSpaceOnUse" x="0" y="0" width="64" height="64"><rect width="64" height="64" fill="#ffffff"/></mask>
            <rect width="64" height="64" fill="#00ff00" mask="url(#m)"/>
            """)
        #expect(b.rgba(16, 32)[3] == 255 && b.rgba(48, 32)[3] == 0)
    }

    @Test func aClipPathCycleDropsOnlyTheCyclicReference() throws {
        let (b, warnings) = try SVGSnippet.render("""
            <clipPath id="a" clip-path="url(#b)"><rect width="48" height="64"/></clipPath>
            <clipPath id="b" clip-path="url(#a)"><rect x="16" width="48" height="64"/></clipPath>
            <rect width="64" height="64" fill="#00ff00" clip-path="url(#a)"/>
            """)
        #expect(warnings.contains { $0.message.contains("reference cycle through '#a'") })
        #expect(b.rgba(32, 32)[3] == 255, "a ∩ b is drawn")
        #expect(b.rgba(8, 32)[3] == 0 && b.rgba(56, 32)[3] == 0)
    }

    @Test func referencedElementsInheritFromTheirDocumentParent() throws {
        // An even-odd ring from the clipPath's parent group: the hole in the middle is clipped away.
        let (b, _) = try SVGSnippet.render("""
            <g clip-rule="evenodd"><clipPath id="c"><path d="M0 0H64V64H0Z M16 16H48V48H16Z"/></clipPath></g>
            <rect width="64" height="64" fill="#00ff00" clip-path="url(#c)"/>
            """)
        #expect(b.rgba(8, 8)[3] == 255 && b.rgba(32, 32)[3] == 0)
    }
}
