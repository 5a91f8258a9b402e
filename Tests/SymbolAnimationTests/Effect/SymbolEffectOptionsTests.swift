import SymbolAnimation
import Testing

@Suite struct SymbolEffectOptionsTests {
    @Test func speedOutsideTheRangeIsRefusedWithTheRange() {
        for speed in [0.05, 0, -1, 11, .infinity, .nan] {
            #expect { try SymbolEffectOptions(speed: speed).validate() } throws: { error in
                (error as! SymbolEffectError).message.contains("use a value in 0.1…10")
            }
        }
        #expect(throws: Never.self) { try SymbolEffectOptions(speed: 0.1).validate() }
        #expect(throws: Never.self) { try SymbolEffectOptions(speed: 10).validate() }
    }

    @Test func repeatCountAndDelayAreBounded() {
        #expect(throws: SymbolEffectError.self) { try SymbolEffectOptions(repeatCount: -1).validate() }
        #expect(throws: SymbolEffectError.self) { try SymbolEffectOptions(repeatDelay: 61).validate() }
        #expect(throws: SymbolEffectError.self) { try SymbolEffectOptions(repeatDelay: -.infinity).validate() }
    }

    @Test func continuousPlaysForeverWithoutRest() {
        let options = SymbolEffectOptions(speed: 2, repeatCount: 3, repeatDelay: 1, isContinuous: true)
        #expect(options.plays == 0)
        #expect(options.scaledRepeatDelay == 0)
        #expect(SymbolEffectOptions(speed: 2, repeatDelay: 1).scaledRepeatDelay == 0.5)
    }

    @Test func aTimelineRefusesOutOfRangeOptions() {
        #expect(throws: SymbolEffectError.self) {
            try EffectTimeline(effect: SymbolEffect(.bounce), options: SymbolEffectOptions(speed: 50), geometry: FixtureFiles.layers(1))
        }
    }
}
