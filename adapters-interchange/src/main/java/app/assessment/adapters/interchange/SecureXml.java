package app.assessment.adapters.interchange;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Document;
import org.xml.sax.ErrorHandler;
import org.xml.sax.SAXException;
import org.xml.sax.SAXParseException;

/**
 * The JDK's DOM parser with every door to the outside shut (ADR 0054): a DOCTYPE is refused outright, so no
 * external entity, external DTD or entity expansion ("billion laughs") is ever reached; secure processing caps
 * what is left, and no DTD or schema may be fetched. A broken file is a 400 naming the line.
 */
final class SecureXml {

    private static final DocumentBuilderFactory FACTORY = factory();

    private SecureXml() {
    }

    private static DocumentBuilderFactory factory() {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            factory.setFeature("http://xml.org/sax/features/external-general-entities", false);
            factory.setFeature("http://xml.org/sax/features/external-parameter-entities", false);
            factory.setFeature("http://apache.org/xml/features/nonvalidating/load-external-dtd", false);
            factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_DTD, "");
            factory.setAttribute(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
            factory.setXIncludeAware(false);
            factory.setExpandEntityReferences(false);
            factory.setNamespaceAware(false);
            return factory;
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException("the JDK's XML parser lacks a security feature", e);
        }
    }

    static Document parse(byte[] bytes) {
        try {
            DocumentBuilder builder = FACTORY.newDocumentBuilder();
            builder.setErrorHandler(new ErrorHandler() {
                @Override
                public void warning(SAXParseException e) {
                    // Warnings do not stop a Moodle file from being read.
                }

                @Override
                public void error(SAXParseException e) throws SAXException {
                    throw e;
                }

                @Override
                public void fatalError(SAXParseException e) throws SAXException {
                    throw e;
                }
            });
            return builder.parse(new ByteArrayInputStream(bytes));
        } catch (SAXParseException e) {
            String reason = e.getMessage() != null && e.getMessage().contains("DOCTYPE")
                    ? "a DOCTYPE is not accepted (no DTDs or entities)" : "not well-formed XML: " + e.getMessage();
            throw FileText.malformed(Math.max(e.getLineNumber(), 1), reason);
        } catch (SAXException e) {
            throw FileText.malformed(1, "not well-formed XML: " + e.getMessage());
        } catch (IOException e) {
            throw FileText.malformed(1, "unreadable XML: " + e.getMessage());
        } catch (ParserConfigurationException e) {
            throw new IllegalStateException(e);
        }
    }
}
