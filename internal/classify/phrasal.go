package classify

import "strings"

// A phrasal verb of operations means the same split or joined. "Roll the
// prod deployment back to v3.4.1" asks for the rollback "Roll back the prod
// deployment" does, and "take the prod pool down" for the outage "take down
// the prod pool" does; read by the head alone ("roll", "take") they were an
// unknown or a harmless verb. The particle counts split only where it
// closes the object: at the clause's end, before a mark, or before a
// preposition ("… back to v3.4.1", "… down for maintenance").

// phrasalParticles returns the particles that join head into a phrasal
// verb, or nil: a switch over static slices, so that nothing is built at
// start (a map was, in every hook process) nor on a call.
func phrasalParticles(head string) []string {
	switch head {
	case "roll":
		return particlesRoll
	case "take":
		return particlesTake
	case "spin", "tear":
		return particlesDown
	case "shut":
		return particlesShut
	}
	return nil
}

var (
	particlesRoll = []string{"back", "out"}
	particlesTake = []string{"down", "offline"}
	particlesDown = []string{"down"}
	particlesShut = []string{"down", "off"}
)

func phrasalAfter(w string) bool {
	switch w {
	case "to", "for", "at", "on", "in", "now", "until", "before", "after", "and", "so",
		"because", "today", "tonight", "first", "again", "please":
		return true
	}
	return false
}

// A split object opens like a noun phrase ("the prod pool", "prod api"),
// and holds no clause: "take a look at why prod is down" is no outage.
func phrasalObjStart(w string) bool {
	switch w {
	case "the", "our", "this", "that", "these", "those", "it", "them", "all", "every", "prod",
		"production", "staging", "live":
		return true
	}
	return false
}

func phrasalObjStop(w string) bool {
	switch w {
	case "is", "are", "was", "were", "why", "how", "what", "when", "which", "who", "look",
		"care", "note", "it's", "that's":
		return true
	}
	return false
}

// phrasalVerb returns the joined verb ("roll back") and its object when
// head and a particle in rest form one, split or not.
func phrasalVerb(head, rest string) (string, string, bool) {
	ps := phrasalParticles(head)
	if ps == nil {
		return "", "", false
	}
	ws := strings.Fields(rest)
	for i := 0; i < len(ws) && i <= 7; i++ {
		w := strings.TrimRight(ws[i], ",.;:!?")
		if !hasString(ps, w) {
			continue
		}
		if i > 0 && !(phrasalObjStart(ws[0]) && splitCloses(ws, i, w)) {
			continue
		}
		obj := strings.Join(append(append([]string{}, ws[:i]...), ws[i+1:]...), " ")
		return head + " " + w, obj, true
	}
	return "", "", false
}

// splitCloses reports a particle at i that closes a noun-phrase object.
func splitCloses(ws []string, i int, w string) bool {
	for _, x := range ws[:i] {
		if phrasalObjStop(strings.TrimRight(x, ",.;:!?")) {
			return false
		}
	}
	return w != ws[i] || i+1 == len(ws) || phrasalAfter(ws[i+1])
}

func hasString(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
