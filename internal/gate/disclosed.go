package gate

// gapDisclosed names, in a warning, why a rule that judges silence only
// warned: the report says plainly what it did not verify.
const gapDisclosed = "gap.disclosed"

// reportLength is the length in bytes past which a final message is a
// report with room for its own account of a gap: a few sentences or a
// list, about a hundred English words or two hundred Korean characters.
// "Not tested." or "Updated the parser; I haven't run the tests." is
// shorter, and a bare admission is what the policy calls no
// explanation.
//
// The figure was read off the first runs of 47 blind sets (b64 to b110,
// each replayed at the code it was first scored with): disclosed would
// have turned 18 of their 128 wrong blocks into warnings and none of
// their 1,536 right ones; at 900 bytes it spares 3, at 400 it spares 23
// and costs a catch.
const reportLength = 600

// disclosed reports whether a block by rule only warns because the message
// is a report that says plainly some of the work is not verified
// (detect.Finding.Unverified: "**Not verified:** the signing step needs a
// Mac", "검증은 못 했습니다"), though the readers found no reason they parse.
// Such a report is no silent completion: it tells the user where the work
// stands, and the reason the policy asks for is most often in it, in words
// the readers do not know; the user reads it in the warning's place. When
// in doubt, warn.
//
// Only the rules whose block rests on what the message leaves unsaid are
// so read: changed code presented as done with no check and no honest
// account of why (unverified.changed, unverified.requested); and an act
// across a boundary reported done that the session does not show
// (risk.unshown), in a turn that changed files, where the act read may be
// the change the report describes ("Added the rate-based rule to the prod
// web ACL", with "Not applied: …" below it). A turn that changed nothing
// has no change to describe: its act reported is the act's. The rules that
// rest on a contradiction in the session are not so read either: a failing
// run the message does not tell (failure.unreported), a result claimed of
// a run never made (claim.*), a cut the diff shows (scope.hidden), work
// promised instead of done. A disclosure of one gap does not make another
// claim true.
func (s *stop) disclosed(rule string) bool {
	if len(s.in.Message) <= reportLength || !s.rd().f.Unverified {
		return false
	}
	switch rule {
	case "unverified.changed", "unverified.requested":
		return true
	case "risk.unshown":
		return len(s.ev.turn) > 0
	}
	return false
}

// disclosedWarning is what the user reads in place of rule's block: what
// is still open, and why proofgate only warns of it. The block's reason is
// written to the agent ("Run the narrowest check …"), which the user does
// not need.
func (s *stop) disclosedWarning(rule string) string {
	open := "the message reports an act across a sensitive boundary done that no command of this turn shows"
	if rule != "risk.unshown" {
		open = "the turn ended with " + fileList(s.ev.unverified()) + " changed and no passing verification after the last change"
	}
	return open + "; the report says plainly what it did not verify, so this is a warning (" + gapDisclosed + "), not a block."
}
