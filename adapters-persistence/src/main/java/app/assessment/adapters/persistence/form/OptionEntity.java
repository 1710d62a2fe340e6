package app.assessment.adapters.persistence.form;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;
import java.math.BigDecimal;

@Entity
@Table(name = "options")
public class OptionEntity {
    @Id
    public String id;
    @Column(name = "question_id", nullable = false)
    public String questionId;
    @Column(name = "form_id", nullable = false)
    public String formId;
    @Column(nullable = false)
    public String text;
    @Column(nullable = false)
    public BigDecimal points;
    public int position;
    public boolean correct;
    public String feedback;
}
