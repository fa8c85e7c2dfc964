Feature: Players off the field
  Law 11.4 deals with players who are not on the field of play when offside is
  judged: a defender who stepped off without permission still counts, an
  attacker who comes back on is placed on the goal line, and an attacker standing
  still inside the goal does not stop a goal on their own.

  Background:
    Given the attacking team is Liverpool: Salah, Núñez and Szoboszlai
    And the defending team is Everton: Tarkowski, Branthwaite and Coleman, with Pickford in goal

  Rule: A defender who leaves the field without permission still counts (OFF-POS-8)
    Until play next stops, or until the defending team has played the ball
    towards halfway and out of its penalty area, a defender who left the field
    without the referee's permission is treated as standing on the line they
    crossed. A defender who left with permission does not count.

    @OFF_POS_8
    Example: Coleman stepped off over the goal line without permission, so he plays Núñez onside
      Given the distances from the goal line when Salah passes are:
        | who       | metres from the goal line |
        | Núñez     | 10                        |
        | the ball  | 25                        |
        | Pickford  | 1                         |
        | Tarkowski | 15                        |
      And Coleman has left the field over the goal line without the referee's permission when Salah passes
      And Núñez scores
      When the referee applies the Laws
      Then there is no offside offence
      And the goal stands
      And the reasoning says that Coleman counts as standing on the goal line
      And the reasoning says that the second-last opponent was Pickford

    @OFF_POS_8
    Example: Coleman left the field injured with the referee's permission, so he does not count and Núñez is offside
      Given the distances from the goal line when Salah passes are:
        | who       | metres from the goal line |
        | Núñez     | 10                        |
        | the ball  | 25                        |
        | Pickford  | 1                         |
        | Tarkowski | 15                        |
      And Coleman has left the field over the goal line with the referee's permission when Salah passes
      And Núñez scores
      When the referee applies the Laws
      Then Núñez is penalised for offside
      And the reasoning says that Coleman does not count for offside while off the field

    @OFF_POS_8
    Example: Play has stopped since Coleman left, so he no longer counts
      Given the distances from the goal line when Salah passes are:
        | who       | metres from the goal line |
        | Núñez     | 10                        |
        | the ball  | 25                        |
        | Pickford  | 1                         |
        | Tarkowski | 15                        |
      And Coleman has left the field over the goal line without the referee's permission when Salah passes
      And play has stopped since Coleman left the field
      And Núñez scores
      When the referee applies the Laws
      Then Núñez is penalised for offside
      And the reasoning says that Coleman does not count for offside while off the field

    @OFF_POS_8
    Example: Coleman left over the touchline eight metres from the goal line, and that point sets the line
      Given the distances from the goal line when Salah passes are:
        | who       | metres from the goal line |
        | Núñez     | 10                        |
        | the ball  | 25                        |
        | Pickford  | 1                         |
        | Tarkowski | 15                        |
      And Coleman has left the field over the touchline 8 metres from the goal line without the referee's permission when Salah passes
      And Núñez scores
      When the referee applies the Laws
      Then there is no offside offence
      And the reasoning says that Coleman counts as standing on the touchline where he left
      And the reasoning says that the second-last opponent was Coleman

    @OFF_POS_8
    Example: Nobody knows whether Coleman had permission to leave, so the decision stays open
      Given the distances from the goal line when Salah passes are:
        | who       | metres from the goal line |
        | Núñez     | 10                        |
        | the ball  | 25                        |
        | Pickford  | 1                         |
        | Tarkowski | 15                        |
      And Coleman has left the field over the goal line without the referee's permission when Salah passes
      And nobody knows whether Coleman had the referee's permission
      And Núñez scores
      When the referee applies the Laws
      Then the offside decision stays open until we know whether Coleman had the referee's permission to leave the field

    @OFF_POS_8
    Example: Nobody knows whether play stopped after Coleman left, so the decision stays open
      Given the distances from the goal line when Salah passes are:
        | who       | metres from the goal line |
        | Núñez     | 10                        |
        | the ball  | 25                        |
        | Pickford  | 1                         |
        | Tarkowski | 15                        |
      And Coleman has left the field over the goal line without the referee's permission when Salah passes
      And nobody knows whether play has stopped since Coleman left the field
      And Núñez scores
      When the referee applies the Laws
      Then the offside decision stays open until we know whether play had stopped since Coleman left the field

    @OFF_POS_8
    Example: Coleman left over the touchline at an unreported point, so the decision stays open
      Given the distances from the goal line when Salah passes are:
        | who       | metres from the goal line |
        | Núñez     | 10                        |
        | the ball  | 25                        |
        | Pickford  | 1                         |
        | Tarkowski | 15                        |
      And Coleman has left the field over the touchline without the referee's permission when Salah passes
      And Núñez scores
      When the referee applies the Laws
      Then the offside decision stays open until we know where Coleman left the field

    @OFF_POS_8
    Example: Coleman stepped off deliberately to catch Núñez offside; he still counts, and is cautioned
      Given the distances from the goal line when Salah passes are:
        | who       | metres from the goal line |
        | Núñez     | 10                        |
        | the ball  | 25                        |
        | Pickford  | 1                         |
        | Tarkowski | 15                        |
      And Coleman has left the field over the goal line without the referee's permission when Salah passes
      And Coleman left the field deliberately, to put an attacker offside
      And Núñez scores
      When the referee applies the Laws
      Then there is no offside offence
      And the reasoning says that Coleman counts as standing on the goal line
      And the reasoning says that Coleman left the field deliberately and is cautioned at the next stoppage

  Rule: An attacker who comes back on from the goal line is placed on it (OFF-POS-9)
    An attacker may step off the field to show they are out of play. One who
    comes back on from the goal line and becomes involved before play stops is
    judged as if they had been standing on the goal line.

    @OFF_POS_9
    Example: Núñez steps back on from behind the goal line to score and is offside
      Given Núñez, off the field over the goal line when Salah passes, comes back on to play the ball
      And Núñez scores
      When the referee applies the Laws
      Then Núñez is penalised for offside
      And Núñez is in an offside position when Salah passes
      And the reasoning says that Núñez is treated as being on the goal line

    @OFF_POS_9 @OFF_POS_5
    Example: Back on from the goal line with Pickford and Tarkowski both on the line, Núñez is level and onside
      Given the distances from the goal line when Salah passes are:
        | who       | metres from the goal line |
        | Núñez     | 2                         |
        | the ball  | 20                        |
        | Pickford  | 0                         |
        | Tarkowski | 0                         |
      And Núñez, off the field over the goal line when Salah passes, comes back on to play the ball
      And Núñez scores
      When the referee applies the Laws
      Then there is no offside offence
      And the reasoning says that Núñez is treated as being on the goal line
      And the reasoning says that Núñez was level with the second-last opponent, and level is onside

  Rule: An attacker standing still inside the goal does not stop a goal (OFF-POS-10)
    If an attacker stands still between the posts inside the goal as the ball goes
    in, the goal counts, unless that player commits an offside or other offence.

    @OFF_POS_10
    Example: Núñez stands still in the net as Salah's shot goes in, and the goal stands
      Given Salah shoots
      And Núñez stands still inside the goal as the ball goes in
      When the referee applies the Laws
      Then the goal stands
      And the reasoning says that Núñez stood still inside the goal

    @OFF_POS_10 @OFF_OFF_2
    Example: Núñez in the goal blocks Pickford's view of the shot, and the goal is disallowed
      Given Núñez is in an offside position when Salah shoots
      And Núñez blocks Pickford's line of vision
      And Núñez stands still inside the goal as the ball goes in
      When the referee applies the Laws
      Then Núñez is penalised for offside
      And the goal is disallowed
      And the reasoning says that Núñez stood still inside the goal
