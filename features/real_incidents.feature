Feature: Real incidents
  Each scenario loads one incident from the casebook (explainer/casebook), as
  encoded from published match reports, and checks what the Laws say about it.
  The decision is the Law's answer on the reported facts; what the officials did
  on the day is the VAR layer's business, not this rule book's.

  Rule: Every casebook incident has a checked decision
    Each incident in the casebook appears here at least once, with the clauses
    it turns on as tags, so the rule book and the casebook cannot drift apart.

    @casebook @OFF_POS_4 @OFF_OFF_1 @OFF_MOJ_1
    Example: Sterling at West Ham, August 2019: offside by his shoulder at Silva's pass
      Given the casebook incident "2019-08-10-westham-mancity-sterling"
      When the referee applies the Laws
      Then Sterling is penalised for offside
      And Sterling's position is judged when Silva passes
      And the offence is interfering with play
      And the goal is disallowed
      And the trace records that Sterling's shoulder counted only by the practice of the time

    @casebook @OFF_POS_4 @EDITION_1
    Example: Sterling's shoulder replayed under the 2021/22 Laws counts by the text itself
      Given the casebook incident "2019-08-10-westham-mancity-sterling"
      When the 2021/22 Laws are applied
      Then Sterling is penalised for offside
      And the trace records that Sterling's shoulder counts
      And the trace records that the Laws asked for were applied

    @casebook @OFF_POS_4 @OFF_OFF_1
    Example: Firmino at Villa Park, November 2019: the "armpit" offside
      Given the casebook incident "2019-11-02-astonvilla-liverpool-firmino"
      When the referee applies the Laws
      Then Firmino is penalised for offside
      And Firmino's position is judged when Mane passes
      And the goal is disallowed
      And the trace records that Firmino's shoulder counted only by the practice of the time

    @casebook @OFF_DP_1 @PHASE_2
    Example: Lukaku against Russia, June 2021: Semenov's failed clearance was a deliberate play, so the goal stands
      Given the casebook incident "2021-06-12-belgium-russia-lukaku"
      When the referee applies the Laws
      Then there is no offside offence
      And the goal stands
      And the trace records that Semenov's touch was a deliberate play
      And the trace records that Semenov's deliberate play started a new phase

    @casebook @OFF_DP_1 @PHASE_2
    Example: Mbappe's Nations League winner, October 2021: Garcia's touch was judged deliberate, so the goal stands
      Given the casebook incident "2021-10-10-spain-france-mbappe"
      When the referee applies the Laws
      Then there is no offside offence
      And the goal stands
      And the decision is made under the 2021/22 Laws
      And the trace records that Garcia's deliberate play started a new phase

    @casebook @OFF_OFF_3 @PHASE_2 @misconception
    Example: Benzema in the 2022 Champions League final: the ball came off Fabinho, a deflection, so he is offside
      Given the casebook incident "2022-05-28-liverpool-realmadrid-benzema"
      When the referee applies the Laws
      Then Benzema is penalised for offside
      And Benzema's position is judged when Valverde controls the ball
      And the offence is gaining an advantage
      And the explanation answers the belief that it hit a defender
      And the trace records that Fabinho's touch was not a deliberate play, so it did not start a new phase

    @casebook @OFF_DP_1 @PHASE_2 @OFF_ORDER_4
    Example: Kane in Munich, June 2022: Klostermann's touch freed him, so the foul on him is a penalty
      Given the casebook incident "2022-06-07-germany-england-kane"
      When the referee applies the Laws
      Then there is no offside offence
      And Schlotterbeck's foul on Kane is penalised with a penalty kick
      And the trace records that Klostermann's deliberate play started a new phase

    @casebook @OFF_POS_6 @OFF_OFF_3 @PHASE_2 @OFF_SANC_3 @misconception
    Example: Kane against Sporting, October 2022: ahead of the ball at Emerson's backward header, so offside
      Given the casebook incident "2022-10-26-tottenham-sporting-kane"
      When the referee applies the Laws
      Then Kane is penalised for offside
      And Kane's position is judged when Emerson heads the ball
      And the offence is completed when Kane shoots
      And the offence is gaining an advantage
      And the goal is disallowed
      And the explanation answers the belief that the ball went backwards
      And the explanation answers the belief that it hit a defender
      And the trace records that Kane was nearer the goal line than the ball
      And the trace records that Nazinho's touch was not a deliberate play, so it did not start a new phase

    @casebook @OFF_MOJ_1 @OFF_OFF_1 @OFF_SANC_3
    Example: Valencia in the 2022 World Cup opener: Estrada offside at Torres's header cancels the goal
      Given the casebook incident "2022-11-20-qatar-ecuador-valencia"
      When the referee applies the Laws
      Then Estrada is penalised for offside
      And Estrada's position is judged when Torres heads the ball
      And the offence is interfering with play
      And the goal is disallowed
      And the trace records that Torres's touch was a moment of judgement

    @casebook @OFF_POS_1
    Example: Rashford against City, January 2023: offside but never involved, so Fernandes's goal stands
      Given the casebook incident "2023-01-14-manutd-mancity-rashford"
      When the referee applies the Laws
      Then there is no offside offence
      And the goal stands
      And Rashford is in an offside position when Casemiro passes
      And the trace records that Rashford was not involved, so being in an offside position was no offence

    @casebook @OFF_POS_7 @OFF_SANC_3
    Example: Diaz at Tottenham, September 2023: Romero played him onside, so by Law the goal was good
      Given the casebook incident "2023-09-30-tottenham-liverpool-diaz"
      When the referee applies the Laws
      Then there is no offside offence
      And the goal stands
      And the trace records that Diaz was behind the second-last opponent
      And the trace records that the second-last opponent was Romero

    @casebook @OFF_OFF_3 @OFF_DP_3 @misconception
    Example: Morata in Oslo, October 2023: touching Strandberg's deflection on the line is offside
      Given the casebook incident "2023-10-15-norway-spain-morata"
      When the referee applies the Laws
      Then Morata is penalised for offside
      And Morata's position is judged when Carvajal crosses
      And the offence is gaining an advantage
      And the explanation answers the belief that it hit a defender
      And the trace records that the signs of control point to a deflection by Strandberg

    @casebook @OFF_MOJ_1 @OFF_OFF_1 @OFF_POS_6
    Example: Lukaku against Slovakia, June 2024: offside at Onana's header across goal
      Given the casebook incident "2024-06-17-belgium-slovakia-lukaku"
      When the referee applies the Laws
      Then Lukaku is penalised for offside
      And Lukaku's position is judged when Onana heads the ball
      And the offence is interfering with play
      And the trace records that Lukaku was nearer the goal line than the ball

    @casebook @OFF_POS_7 @OFF_OFF_1
    Example: Wirtz at Fulham, January 2026: beyond Diop by the raw measurement, offside by Law 11
      Given the casebook incident "2026-01-04-fulham-liverpool-wirtz"
      When the referee applies the Laws
      Then Wirtz is penalised for offside
      And Wirtz's position is judged when Bradley passes
      And the decision is made under the 2025/26 Laws
      And the trace records that Wirtz was ahead of the second-last opponent
