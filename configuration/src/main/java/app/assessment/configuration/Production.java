package app.assessment.configuration;

/**
 * The Bean Validation group of what a production start demands beyond well-formed values: secrets
 * that are set, strong and not a development or example value. Start-up validation of the
 * mappings runs the default group only, so dev and test never meet these rules; the production
 * check (bootstrap's ProductionSettings, when {@code app.secrets.enforce} is on) runs this group.
 */
public interface Production {
}
