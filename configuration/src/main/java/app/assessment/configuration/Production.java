package app.assessment.configuration;

/**
 * The Bean Validation group of what a production start demands beyond well-formed values: secrets
 * that are set, strong and not a development or example value. Start-up validation of the
 * mappings runs the default group only, so dev and test never meet these rules; the production
 * check (bootstrap's ProductionSettings, for every start but a dev or test one) runs this group.
 */
public interface Production {
}
