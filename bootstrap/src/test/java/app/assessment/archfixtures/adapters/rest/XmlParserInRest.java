package app.assessment.archfixtures.adapters.rest;

import javax.xml.parsers.DocumentBuilderFactory;

/** Builds an XML parser with the JDK's defaults, which resolve external entities: breaks the XML rule on purpose. */
public class XmlParserInRest {
    public DocumentBuilderFactory parser() {
        return DocumentBuilderFactory.newInstance();
    }
}
