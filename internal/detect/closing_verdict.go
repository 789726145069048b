package detect

// The bottom of the closing reader: what one closing sentence does, as the
// English and Korean classifiers (closing_en.go, closing_ko.go), the wait
// reader (waits.go) and the look-back over the closing (closing.go) report
// it.

// class is what one sentence (or clause) does at the end of a message.
type class uint8

const (
	clsNeutral class = iota // explanation or statement; ends the look-back
	clsForward              // prediction or remark about work ahead; looked past
	clsPromise              // the agent announces work it has not done
	clsHandoff              // question, offer, request or suggestion to the user
	clsDone                 // report of work done or of a result
	clsWait                 // waits on someone else's work, or idles for the next instruction
)

// verdict is a sentence's class and the rule that gave it.
type verdict struct {
	cls   class
	rule  string
	verb  string // main verb of a promise, lower case
	waits bool   // a promise: it waits on work someone else is running; a wait: always
	idle  bool   // a wait for the next instruction, not on running work
	at    int    // index of the deciding unit, set by closing
}

// ruleGerund is the rule of a bare gerund fragment: "Fixing it."
const ruleGerund = "announces work in progress"
