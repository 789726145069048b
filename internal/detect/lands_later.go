package detect

// LandsLater returns the phrase of text that says the change has yet to
// reach where it would be seen working: a deploy, rollout or pipeline still
// under way ("the deployment is still in progress"), or a check the user
// can make once it lands ("once deployed, the query returns results").
// "" when there is none. A message that says so presents what the fix is
// for, not a result anyone saw: the gate reads its "this is fixed" as a
// prediction. Text in code or quotes is not read (see mask).
func LandsLater(text string) string {
	masked, _, _ := mask(text)
	low := lower(masked)
	if p := containsAny(low, landsLaterEN); p != "" {
		return p
	}
	return containsAny(low, landsLaterKO)
}

var (
	landsLaterEN = []string{"still in progress", "still deploying", "still being deployed", "still rolling out",
		"is deploying now", "being deployed now", "once deployed", "once it's deployed", "once it is deployed",
		"once the deploy", "once the deployment", "after the deploy", "after the deployment", "when the deploy",
		"when the deployment", "once it lands", "once it deploys", "after it deploys", "once the pipeline",
		"once the rollout", "when the rollout"}
	landsLaterKO = []string{"배포 중입니다", "배포가 진행 중", "배포가 끝나면", "배포되면", "배포 완료되면", "배포가 완료되면", "반영되면"}
)
