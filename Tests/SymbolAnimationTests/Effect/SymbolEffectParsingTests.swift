import SymbolAnimation
import Testing

@Suite struct SymbolEffectParsingTests {
    @Test func readsEffectsAsSwiftUISpellsThem() throws {
        #expect(try SymbolEffect(parsing: "bounce.up") == SymbolEffect(.bounce, direction: .up))
        #expect(try SymbolEffect(parsing: "pulse") == SymbolEffect(.pulse))
        #expect(try SymbolEffect(parsing: "drawOn.byLayer") == SymbolEffect(.drawOn, scope: .byLayer))
        #expect(try SymbolEffect(parsing: "rotate.clockwise").direction == .clockwise)
        let variable = try SymbolEffect(parsing: "variableColor.iterative.reversing")
        #expect(variable.kind == .variableColor && variable.variableColorFill == .iterative && variable.reverses)
        #expect(try SymbolEffect(parsing: "replace.downUp").replaceStyle == .downUp)
        #expect(try SymbolEffect(parsing: "breathe.pulse").breathePulses)
    }

    @Test func ignoresCaseDashesAndUnderscores() throws {
        #expect(try SymbolEffect(parsing: "VARIABLE-COLOR.cumulative.hide_inactive_layers")
                    == SymbolEffect(parsing: "variableColor.cumulative.hideInactiveLayers"))
        #expect(try SymbolEffect(parsing: "draw_off.whole-symbol") == SymbolEffect(.drawOff, scope: .wholeSymbol))
        #expect(try SymbolEffect(parsing: "wiggle.counter-clockwise").direction == .counterClockwise)
    }

    @Test func anUnknownEffectListsTheEffects() {
        #expect { try SymbolEffect(parsing: "jump.up") } throws: { error in
            let error = error as! SymbolEffectError
            return error.column == 1 && error.message.contains("bounce, scale, pulse") && error.description.contains("'jump'")
        }
    }

    @Test func anUnknownOptionIsLocatedAndListsTheEffectsOptions() {
        #expect { try SymbolEffect(parsing: "bounce.sideways") } throws: { error in
            let error = error as! SymbolEffectError
            return error.column == 8 && error.message == "'sideways' is not an option of bounce; use up, down, byLayer, wholeSymbol"
        }
    }

    @Test func contradictoryOptionsAreRefused() {
        #expect(throws: SymbolEffectError.self) { try SymbolEffect(parsing: "bounce.up.down") }
        #expect(throws: SymbolEffectError.self) { try SymbolEffect(parsing: "drawOn.byLayer.individually") }
        #expect(throws: SymbolEffectError.self) { try SymbolEffect(parsing: "") }
        #expect(throws: SymbolEffectError.self) { try SymbolEffect(parsing: "pulse.") }
    }

    @Test func descriptionReadsBack() throws {
        for text in ["bounce.up.byLayer", "variableColor.cumulative.reversing.hideInactiveLayers", "replace.offUp", "drawOff.individually"] {
            #expect(try SymbolEffect(parsing: text).description == text)
        }
    }

    @Test func controlCharactersInAnErrorAreEscaped() {
        #expect { try SymbolEffect(parsing: "bounce.\u{202E}up") } throws: { error in
            !(error as! SymbolEffectError).description.unicodeScalars.contains("\u{202E}")
        }
    }
}
