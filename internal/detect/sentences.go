package detect

// sentences are one message's units with the readings that more than one
// of Scan's readers asks of the same sentence, each made once, on first
// use: how a sentence closes (classifyUnit), which closing and handoff
// both read back from the message's end, and whether it says the change
// was not verified (unverifiedSentence), which the scope and gap readers
// both ask of every sentence.
type sentences struct {
	units      []unit
	verdicts   []verdict
	classified []bool
	unverified []int8 // 0 not read yet, 1 no, 2 yes
}

func newSentences(units []unit) *sentences {
	return &sentences{units: units, verdicts: make([]verdict, len(units)), classified: make([]bool, len(units)), unverified: make([]int8, len(units))}
}

// verdict returns classifyUnit of unit i.
func (s *sentences) verdict(i int) verdict {
	if !s.classified[i] {
		s.verdicts[i], s.classified[i] = classifyUnit(s.units[i]), true
	}
	return s.verdicts[i]
}

// saysUnverified returns unverifiedSentence of unit i.
func (s *sentences) saysUnverified(i int) bool {
	if s.unverified[i] == 0 {
		s.unverified[i] = 1
		if unverifiedSentence(s.units[i]) {
			s.unverified[i] = 2
		}
	}
	return s.unverified[i] == 2
}
