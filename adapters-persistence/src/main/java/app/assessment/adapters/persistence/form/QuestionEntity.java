package app.assessment.adapters.persistence.form;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import org.hibernate.annotations.JdbcTypeCode;
import org.hibernate.type.SqlTypes;

@Entity
@Table(name = "questions")
public class QuestionEntity {
    @Id
    public String id;
    @Column(name = "form_id", nullable = false)
    public String formId;
    @Column(nullable = false)
    public String text;
    public int position;
    /** Null for single choice, as every question was before question types (V46). */
    public String type;
    @JdbcTypeCode(SqlTypes.JSON)
    public String spec;
    public String feedback;
}
