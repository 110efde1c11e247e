package scenario

// ExpectKeys and UnitExpectKeys are the keys expect and a unit's
// expectations take, for the sweep of every field (expect_sweep_test.go).
var ExpectKeys, UnitExpectKeys = expectKeys, unitExpectKeys
